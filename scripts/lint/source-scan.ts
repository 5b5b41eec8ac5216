// The repository's own source files, read as text, and what a list of patterns finds in them: for
// the tests that keep one kind of code in one module (calendar days, the shop's formatting).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lint-messages';

export interface Finding {
  what: string;
  pattern: RegExp;
}

/** What the patterns find in `text`, as '<what>: <the text found>'. */
export function findingsIn(text: string, patterns: readonly Finding[]): string[] {
  return patterns.flatMap(({ what, pattern }) => [...text.matchAll(pattern)].map(([found]) => `${what}: ${found}`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [full] : [];
  });
}

/** Every finding in the source files under `folders`, as '<file>: <finding>', leaving out the files `skip` names (repo-relative paths). */
export function findingsInSources(folders: readonly string[], patterns: readonly Finding[], skip: (relative: string) => boolean): string[] {
  return folders
    .map((folder) => path.join(repoRoot, folder))
    .flatMap(sourceFiles)
    .flatMap((file) => {
      const relative = path.relative(repoRoot, file).split(path.sep).join('/');
      if (skip(relative)) return [];
      return findingsIn(readFileSync(file, 'utf8'), patterns).map((why) => `${relative}: ${why}`);
    });
}
