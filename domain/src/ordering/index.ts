export * from './pricing';
export * from './schemas';
export * from './views';
