export * from './contract-pdf.js';
