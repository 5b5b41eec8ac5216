export const DOMAIN_SOURCES: string;
export function isWriteSide(file: string): boolean;
export function writeSideViolation(file: string, source: string): string | undefined;
/** Absolute path of each module reached -> the way there, as repository paths. */
export function writeSideReach(read?: (file: string) => string): Map<string, string[]>;
export function isViewsModule(file: string): boolean;
