import type { Rule } from 'eslint';

export const DEEP_IMPORTS_ALLOWED_UNTIL_ISSUE_14: readonly string[];
export function featureImportViolation(file: string, source: string, allowed?: readonly string[]): string | undefined;
export const featureImportsRule: Rule.RuleModule;
