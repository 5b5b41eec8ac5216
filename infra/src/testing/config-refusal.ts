import { expect } from 'vitest';
import { ConfigError } from '../config/load';

/** The variables a configuration load refuses, as the ConfigError names them; fails the test when it loads. */
export function refusedVariables(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.variable);
  }
  throw new Error('expected a ConfigError');
}
