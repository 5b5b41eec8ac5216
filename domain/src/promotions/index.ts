export * from './voucher';
export * from './schemas';
export * from './views';
