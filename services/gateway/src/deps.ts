// What the gateway needs from the outside, injected so that buildApp has no side
// effects and tests can pass fakes.
import type { FastifyBaseLogger } from 'fastify';
// Route schemas carry OpenAPI keywords (summary, tags...) typed by @fastify/swagger.
import type {} from '@fastify/swagger';
import type { AuditStore, BlobStore, ContractStore, KeyStore, RecordStore } from '@cp/storage';
import type { JobQueue } from '@cp/queue';
import type { PreflightLimits, PreflightResult } from '@cp/extraction';
import type { Config, Metrics } from '@cp/http';
import type { Webhooks } from '@cp/webhooks';

/** Checks an upload before anything is stored; throws PdfError (see @cp/extraction). */
export type Preflight = (bytes: Uint8Array, limits: PreflightLimits) => Promise<PreflightResult>;

export interface GatewayDeps {
  records: RecordStore;
  contracts: ContractStore;
  blobs: BlobStore;
  /** API keys (checked on every request, managed under /admin/keys). */
  keys: KeyStore;
  /** Where verifications are recorded. */
  audit: AuditStore;
  queue: JobQueue;
  config: Config;
  preflight: Preflight;
  logger?: FastifyBaseLogger;
  /**
   * Serve every request without a key (see decideAccess in @cp/http); default: open
   * when AUTH=off or when neither API_KEYS nor ADMIN_API_KEY is set.
   */
  open?: boolean;
  /** The time; tests move it to check expiry. */
  now?: () => Date;
  /**
   * Where the employment contract interface answers on this host (the embedded
   * process mounts it at /employment-contracts), for the review UI's links; unset
   * when another process serves it.
   */
  contractsPrefix?: string;
  /** Serves /metrics and times requests (when METRICS_ENABLED). */
  metrics?: Metrics;
  /** The /webhooks routes and the contract.verified event; unset: no webhooks. */
  webhooks?: Pick<Webhooks, 'store' | 'queue' | 'events'>;
}
