export * from './credit-events';
export * from './credit-lots';
export * from './schemas';
export * from './views';
