export * from './app.js';
export * from './deps.js';
export * from './config.js';
export * from './ids.js';
export * from './records.js';
export * from './corrections.js';
export { PARSED_MESSAGE, ACCEPTED_MESSAGE } from './routes/parse.js';
export { VERIFIED_MESSAGE, DRAFT_MESSAGE } from './routes/verify.js';
export * from './runtime.js';
