export * from './roles';
export * from './referral-code';
export * from './schemas';
