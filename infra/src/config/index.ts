export { loadConfig, loadConfigOrExit, ConfigError, type LoadOptions } from './load';
export type { Config } from './schema';
export type { TrustProxy } from './connections';
export type { MapSettings } from './maps';
export { sellerOf } from './seller';
