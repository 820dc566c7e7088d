export * from './ports.js';
export * from './errors.js';
export * from './retry-policy.js';
export { InProcessQueue, type InProcessQueueOptions } from './in-process-queue.js';
export { BullMqQueue, type BullMqQueueOptions } from './bullmq-queue.js';
export * from './open-queue.js';
