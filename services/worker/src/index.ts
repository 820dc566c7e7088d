export * from './parse-job-handler.js';
export * from './recover-interrupted.js';
export * from './job-logger.js';
export { asPdfError } from './failure-problems.js';
export * from './config.js';
export { markFailedForGood } from './mark-failed.js';
export * from './maintenance.js';
