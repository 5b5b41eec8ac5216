export * from './waiting-list-events';
export * from './waiting-list-state';
export * from './waiting-list-decider';
export * from './history';
export * from './schemas';
export * from './views';
