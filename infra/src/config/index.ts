export { loadConfig, ConfigError } from './load';
export type { Config } from './schema';
