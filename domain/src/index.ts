export * from './shared';
