export * from './types.js';
export * from './fields/context.js';
export * from './fields/index.js';
