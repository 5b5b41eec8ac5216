import type { ZoneException } from './zone-exceptions.js';

export const JOB_ENTRY: RegExp;
export function repoPath(file: string): string;
export function landing(file: string, source: string): string | undefined;
export function moduleBoundaryViolation(file: string, source: string): string | undefined;
export function workerEntryViolation(file: string, source: string): string | undefined;
export function isListedException(exceptions: readonly ZoneException[], file: string, source: string): boolean;
