export * from './fields';
export * from './schemas';
export * from './views';
export * from './map-config';
export * from './picture';
