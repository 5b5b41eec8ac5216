import type { Rule } from 'eslint';

export const FOLDERS: readonly string[];
export const ALLOWED_FOLDERS: Record<string, readonly string[]>;
export const ALLOWED_PACKAGES: Record<string, readonly string[] | undefined>;
export function folderOfFile(file: string): string | undefined;
export function importViolation(file: string, source: string): string | undefined;
export const architectureRule: Rule.RuleModule;
