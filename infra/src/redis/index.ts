export * from './request-guard';
