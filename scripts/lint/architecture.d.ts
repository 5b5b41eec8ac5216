import type { Rule } from 'eslint';
import type { ZoneException } from './zone-exceptions.js';

export const FOLDERS: readonly string[];
export const ALLOWED_FOLDERS: Record<string, readonly string[]>;
export const ALLOWED_PACKAGES: Record<string, readonly string[] | undefined>;
export function folderOfFile(file: string): string | undefined;
export function importViolation(file: string, source: string, options?: { exceptions?: readonly ZoneException[] }): string | undefined;
export const architectureRule: Rule.RuleModule;
export const tableWritesRule: Rule.RuleModule;
