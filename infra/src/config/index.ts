export { loadConfig, loadConfigOrExit, ConfigError } from './load';
export type { Config } from './schema';
