export * from './types.js';
export * from './fields/context.js';
