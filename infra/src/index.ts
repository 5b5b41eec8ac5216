export * from './config';
export * from './db';
export * from './event-store';
export * from './queue';
export { createLogger } from './logger';
export { stopOnSignals } from './shutdown';
