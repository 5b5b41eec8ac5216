export * from './seller-settings';
export * from './document';
export * from './document-taxes';
export * from './document-request';
export * from './admin-documents';
export * from './accounting-csv';
export * from './views';
export * from './plan-invoices';
