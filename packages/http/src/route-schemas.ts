// Small pieces of route schemas shared by the services' routes.
import { Type, type TSchema } from '@sinclair/typebox';
import { Problem } from '@cp/schema';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: malformed or invalid (see `errors` for field paths)',
  401: 'API key missing or invalid',
  403: 'The API key lacks the scope this route needs',
  404: 'Not found',
  405: 'The path does not take this method (Allow names those it takes)',
  408: 'The request did not arrive in time',
  409: 'Conflict with the current state',
  410: 'Gone: past its lifetime',
  412: 'If-Match names a stale version',
  413: 'Too large',
  414: 'The URL is too long',
  415: 'Unsupported content type',
  422: 'Understood but cannot be processed',
  429: 'Too many requests: wait for Retry-After seconds',
  431: 'The request headers are too large',
  500: 'The server failed, or a stored document is damaged',
  503: 'A backing service is unavailable',
};

const int = (description: string) => ({ type: 'integer', minimum: 0, description });

/**
 * The headers of a 429 (draft IETF RateLimit header fields), documented on every 429:
 * rate-limited and too-many-uploads-in-flight alike carry the request limit's counters
 * whenever RATE_LIMIT_PER_MINUTE is above 0 (the limit sets them before the route runs).
 */
export const RATE_LIMIT_HEADERS = {
  'retry-after': int('Seconds to wait before trying again'),
  'ratelimit-limit': int('Requests allowed in the current window (absent when RATE_LIMIT_PER_MINUTE=0)'),
  'ratelimit-remaining': int('Requests left in the current window (absent when RATE_LIMIT_PER_MINUTE=0)'),
  'ratelimit-reset': int('Seconds until the window resets (absent when RATE_LIMIT_PER_MINUTE=0)'),
};

/** A response header, as @fastify/swagger takes it (it wraps the schema itself). */
export const headerDoc = (description: string) => ({ type: 'string', description });
const header = headerDoc;

// Headers sent with problems of a status.
const STATUS_HEADERS: Record<number, Record<string, unknown>> = {
  401: { 'WWW-Authenticate': header('Bearer realm="contract-parser"') },
  405: { Allow: header('The methods the path takes') },
  429: RATE_LIMIT_HEADERS,
  503: { 'Retry-After': header('Seconds to wait before trying again') },
};

/** One problem response, with the headers it carries. */
export function problemResponse(status: number, description = STATUS_TEXT[status] ?? 'Problem', headers: Record<string, unknown> = {}): unknown {
  const all = { ...STATUS_HEADERS[status], ...headers };
  return { description, ...(Object.keys(all).length ? { headers: all } : {}), content: { 'application/problem+json': { schema: Problem } } };
}

/** Documents the problem responses a route can give. */
export function problemResponses(...statuses: number[]): Record<number, unknown> {
  return Object.fromEntries(statuses.map((s) => [s, problemResponse(s)]));
}

export function jsonResponse(schema: TSchema, description: string, headers?: Record<string, unknown>): unknown {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema } } };
}

/** 304 to a GET whose If-None-Match names the current ETag. */
export function notModifiedResponse(): unknown {
  return { description: 'Not modified: If-None-Match names the current ETag', type: 'null', headers: { ETag: header('The current ETag') } };
}

export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size' })),
    cursor: Type.Optional(Type.String({ minLength: 1, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);
