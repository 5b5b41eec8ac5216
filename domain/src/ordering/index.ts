export * from './pricing';
export * from './schemas';
export * from './views';
export * from './order-events';
export * from './order-state';
export * from './order-decider';
export * from './payment-decider';
export * from './wizard-form';
