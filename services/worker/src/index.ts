// @cp/worker: the worker role (parse jobs, queue and orphan sweeps) and its parts.
// Its process entry point is main.ts.
export { startWorkerRole, type WorkerRole, type WorkerRoleDeps } from './role.js';
export { createParseJobHandler, DEFAULT_JOB_TIMEOUT_MS, type ParseJobDeps } from './parse-job-handler.js';
export { recoverInterrupted } from './recover-interrupted.js';
export { markFailedForGood } from './mark-failed.js';
export { startMaintenance, sweepQueue, strandedAfterMs, type Maintenance, type MaintenanceDeps, type QueueSweepResult } from './maintenance.js';
export { startHealthServer } from './health-server.js';
export { silentLogger, type JobLogger } from './job-logger.js';
export { asPdfError } from './failure-problems.js';
export { purgeExpired, type PurgeResult, type RetentionDeps, type RetentionOptions } from './retention.js';
export { observeJobs, type JobObserverDeps, type JobEventType } from './job-observer.js';
export { parseEventData, failAbandonedJobs } from './parse-events.js';
export { checkOcrModelOrExit } from './ocr-model-check.js';
