export * from './rules';
export * from './ledger-events';
export * from './ledger-decider';
export * from './schemas';
export * from './views';
