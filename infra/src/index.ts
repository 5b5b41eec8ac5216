export * from './config';
export * from './db';
export * from './event-store';
export * from './queue';
export { createLogger } from './logger';
export { stopOnSignals } from './shutdown';
export * from './mail';
export { hashPassword, verifyPassword, verifyAgainstDummy } from './passwords';
export { newSecretToken, hashSecretToken } from './secret-tokens';
