// Liveness and readiness. /healthz answers as long as the process serves HTTP;
// /readyz pings every backing service (stores, queue) with a time limit and answers
// a 503 problem naming the ones that failed.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ProblemError } from './problems.js';
import { problemResponses } from './route-schemas.js';

export type ReadinessChecks = Record<string, () => Promise<void>>;

const PING_TIMEOUT_MS = 3000;

function withTimeout(p: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsync<{ checks: ReadinessChecks }> = async (app, { checks }) => {
  const common = { tags: ['health'] };
  app.get('/healthz', { schema: { ...common, operationId: 'getHealth', summary: 'Liveness', response: { 200: Status } }, config: { public: true } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { ...common, operationId: 'getReadiness', summary: 'Readiness: stores and queue reachable', response: { 200: Status, ...problemResponses(503) } }, config: { public: true } },
    async (req) => {
      const names = Object.keys(checks);
      const results = await Promise.allSettled(names.map((n) => withTimeout(Promise.resolve().then(checks[n]), PING_TIMEOUT_MS)));
      const errors = results.flatMap((r, i) =>
        r.status === 'rejected' ? [{ path: names[i], message: r.reason instanceof Error ? r.reason.message : String(r.reason) }] : [],
      );
      if (errors.length) {
        req.log.warn({ errors }, 'not ready');
        throw new ProblemError('notReady', `Unreachable: ${errors.map((e) => e.path).join(', ')}.`, { errors, headers: { 'retry-after': '5' } });
      }
      return { status: 'ready' };
    },
  );
};
