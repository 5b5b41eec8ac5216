// The lint rules' tests lint made-up code at a path of the repository through ESLint with the
// repository's own config (exceptions included): what `make lint` sees.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });
// Type-aware rules need the file in a TypeScript project (a made-up path is in none) and cost
// seconds per project; the import rules read no types, so their code is linted without (and so is
// any code at a made-up path).
const withoutTypes = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The rules that read types (the table-writes rule reads a table name's literal type when it is no literal). */
const TYPE_AWARE_RULES = new Set(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises', 'architecture/table-writes']);

/** The messages of one rule for `code` as if it stood in `file` (relative to the repository root). */
export async function ruleMessages(ruleId: string, file: string, code: string): Promise<string[]> {
  const typed = TYPE_AWARE_RULES.has(ruleId) && existsSync(path.join(repoRoot, file));
  const linter = typed ? eslint : withoutTypes;
  const [result] = await linter.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
