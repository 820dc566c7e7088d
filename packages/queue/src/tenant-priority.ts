// Fairness between tenants on BullMQ, whose open-source edition has no job groups:
// a job's priority is its tenant's number of jobs waiting when it is queued (1 for
// a tenant with none), so a tenant that queued 50 jobs has them at priorities 1..50
// and another tenant's single job, at priority 1, runs right after the first of them.
// BullMQ runs lower numbers first and equal numbers in the order queued.
//
// The counts live in one Redis hash per queue: n:<tenant> jobs waiting, p:<tenant>
// the highest priority handed out while that tenant has jobs waiting. A new job gets
// at least that priority, so a tenant's own jobs never overtake each other when its
// count drops as its jobs start. The counts go down when a job starts for the first
// time; the hash expires a day after the last job was queued, so that counts left
// wrong (a job removed by hand, a process killed between two steps) heal by themselves.
import type { Redis } from 'ioredis';

/** BullMQ's highest priority number. */
export const MAX_PRIORITY = 2_097_152;
const TTL_MS = 86_400_000;

const CLAIM = `
local n = redis.call('HINCRBY', KEYS[1], 'n:' .. ARGV[1], 1)
local last = tonumber(redis.call('HGET', KEYS[1], 'p:' .. ARGV[1]) or '0')
local p = math.min(math.max(n, last), tonumber(ARGV[2]))
redis.call('HSET', KEYS[1], 'p:' .. ARGV[1], p)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return p
`;

const RELEASE = `
local n = redis.call('HINCRBY', KEYS[1], 'n:' .. ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], 'n:' .. ARGV[1], 'p:' .. ARGV[1]) end
return n
`;

export class TenantPriorities {
  constructor(
    private readonly redis: Redis,
    /** The hash's key, beside the queue's own keys. */
    private readonly key: string,
  ) {}

  /** Counts a job queued for `tenant` and returns its priority. */
  async claim(tenant: string): Promise<number> {
    return Number(await this.redis.eval(CLAIM, 1, this.key, tenant, MAX_PRIORITY, TTL_MS));
  }

  /** Uncounts a job of `tenant` (it started, or its queuing was a no-op). */
  async release(tenant: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, tenant);
  }
}
