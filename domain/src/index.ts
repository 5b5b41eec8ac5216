export * from './shared';
export * from './identity';
export * from './catalogue';
export * from './ordering';
export * from './stock';
export * from './loyalty';
export * from './invoicing';
export * from './waiting-list';
