// Small pieces of route schemas shared by the services' routes.
import { Type, type TSchema } from '@sinclair/typebox';
import { Problem } from '@cp/schema';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: malformed or invalid (see `errors` for field paths)',
  401: 'API key missing or invalid',
  403: 'The API key lacks the scope this route needs',
  404: 'Not found',
  409: 'Conflict with the current state',
  410: 'Gone: past its lifetime',
  412: 'If-Match names a stale version',
  413: 'Too large',
  415: 'Unsupported content type',
  422: 'Understood but cannot be processed',
  429: 'Too many requests: wait for Retry-After seconds',
  503: 'A backing service is unavailable',
};

const int = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

/** The headers of a rate-limited answer (draft IETF RateLimit header fields), documented on every 429. */
export const RATE_LIMIT_HEADERS = {
  'retry-after': int('Seconds to wait before trying again'),
  'ratelimit-limit': int('Requests allowed in the current window'),
  'ratelimit-remaining': int('Requests left in the current window'),
  'ratelimit-reset': int('Seconds until the window resets'),
};

/** Documents the problem responses a route can give. */
export function problemResponses(...statuses: number[]): Record<number, unknown> {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      {
        description: STATUS_TEXT[s] ?? 'Problem',
        ...(s === 429 ? { headers: RATE_LIMIT_HEADERS } : {}),
        content: { 'application/problem+json': { schema: Problem } },
      },
    ]),
  );
}

export function jsonResponse(schema: TSchema, description: string, headers?: Record<string, unknown>): unknown {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema } } };
}

export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size' })),
    cursor: Type.Optional(Type.String({ minLength: 1, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);
