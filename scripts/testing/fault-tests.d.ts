export const FAULT_TEST_FILES: readonly string[];

export function faultTestsIncluded(env?: NodeJS.ProcessEnv): boolean;
