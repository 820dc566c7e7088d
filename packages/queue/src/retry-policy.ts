export interface RetryPolicy {
  /** Runs in all, the first included (default 3). */
  attempts: number;
  /** Delay before the first retry; doubles each time (default 2000 ms). */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 2_000 };

/** Exponential backoff, as BullMQ computes it: backoffMs * 2^(attempt-1). */
export function backoffDelay(policy: RetryPolicy, failedAttempt: number): number {
  return policy.backoffMs * 2 ** (failedAttempt - 1);
}
