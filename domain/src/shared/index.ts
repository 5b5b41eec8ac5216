export * from './errors';
export * from './decider';
export * from './money';
export * from './ids';
export * from './input';
export * from './error-body';
export * from './streams';
export * from './csv';
