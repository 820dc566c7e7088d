// Picks the queue from configuration: REDIS_URL -> BullMQ, otherwise in-process.
import type { JobQueue } from './ports.js';
import { BullMqQueue, type BullMqQueueOptions } from './bullmq-queue.js';
import { InProcessQueue, type InProcessQueueOptions } from './in-process-queue.js';

export interface QueueConfig extends Omit<BullMqQueueOptions, 'url'>, InProcessQueueOptions {
  redisUrl?: string;
}

export function openQueue(config: QueueConfig = {}): JobQueue & { kind: 'bullmq' | 'in-process' } {
  const { redisUrl, ...rest } = config;
  if (redisUrl) return Object.assign(new BullMqQueue({ ...rest, url: redisUrl }), { kind: 'bullmq' as const });
  return Object.assign(new InProcessQueue(rest), { kind: 'in-process' as const });
}
