export * from './config.js';
export * from './routes.js';
export * from './app.js';
export * from './merge-patch.js';
export * from './http/index.js';
