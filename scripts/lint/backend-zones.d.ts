import type { ZoneException } from './zone-exceptions.js';

export const JOB_ENTRY: RegExp;
export function repoPath(file: string): string;
export function landing(file: string, source: string): string | undefined;
export function moduleBoundaryViolation(file: string, source: string): string | undefined;
export function workerEntryViolation(file: string, source: string): string | undefined;
export function isListedException(exceptions: readonly ZoneException[], file: string, source: string): boolean;
export const SEPARATE_MODULES: readonly (readonly [string, string])[];
export const TABLE_OWNERS: Readonly<Record<string, string>>;
export const WRITE_METHODS: readonly string[];
export function sqlWrites(text: string): string[];
export function writtenTables(text: string): string[];
export function tableOfArgument(argument: string): string;
export function tableWriteViolation(file: string, table: string): string | undefined;
