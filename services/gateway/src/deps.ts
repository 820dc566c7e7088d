// What the gateway needs from the outside, injected so that buildApp has no side
// effects and tests can pass fakes.
import type { FastifyBaseLogger } from 'fastify';
// Route schemas carry OpenAPI keywords (summary, tags...) typed by @fastify/swagger.
import type {} from '@fastify/swagger';
import type { BlobStore, ContractStore, RecordStore } from '@cp/storage';
import type { JobQueue } from '@cp/queue';
import type { PreflightLimits, PreflightResult } from '@cp/extraction';
import type { Config } from './config.js';

/** Checks an upload before anything is stored; throws PdfError (see @cp/extraction). */
export type Preflight = (bytes: Uint8Array, limits: PreflightLimits) => Promise<PreflightResult>;

export interface GatewayDeps {
  records: RecordStore;
  contracts: ContractStore;
  blobs: BlobStore;
  queue: JobQueue;
  config: Config;
  preflight: Preflight;
  logger?: FastifyBaseLogger;
  /** The time; tests move it to check expiry. */
  now?: () => Date;
}
