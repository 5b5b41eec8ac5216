export * from './opening';
export * from './admission-rate';
export * from './waiting-order';
export * from './schemas';
