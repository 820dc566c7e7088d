export * from './contract-pdf.js';
export * from './scanned-pdf.js';
export * from './positioned-pdf.js';
export * from './mongo-server.js';
export * from './hostile-pdf.js';
export * from './webhook-receiver.js';
export * from './pdf-filters.js';
export * from './encrypted-pdf.js';
