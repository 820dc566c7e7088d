export * from './parsed-data.js';
export * from './catalogue.js';
export * from './api.js';
export * from './validate.js';
export * from './validators.js';
export * from './access.js';
