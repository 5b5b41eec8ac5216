export * from './stock-events';
export * from './stock-counters';
export * from './stock-decider';
