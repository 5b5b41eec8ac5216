// The lint rules' tests lint made-up code at a path of the repository through ESLint with the
// repository's own config (exceptions included): what `make lint` sees.
import path from 'node:path';
import { ESLint } from 'eslint';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of one rule for `code` as if it stood in `file` (relative to the repository root). */
export async function ruleMessages(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
