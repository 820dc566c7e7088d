// Idempotency-Key on POST /parse (draft-ietf-httpapi-idempotency-key-header): a
// client that lost the answer to an upload sends it again with the same key and
// gets the first answer back (same code, same status, `Idempotent-Replayed: true`)
// instead of a second record.
//   - The key is claimed in the record store before the body is read; the store's
//     unique index settles concurrent claims, so of 20 concurrent requests with one
//     key exactly one is handled and creates a record.
//   - While that first request runs, a retry is answered 409 (idempotency-key-in-flight)
//     at once, without waiting for its body.
//   - Once the first answer is known it is kept for IDEMPOTENCY_TTL, with the
//     SHA-256 of the file: a retry with the same file gets it replayed, one with
//     another file is 422 (idempotency-key-reused).
//   - An answer that created nothing (the upload was refused, or failed before its
//     record was stored) is not kept: the key is released, so the client can fix
//     the request and send it again under the same key.
// Keys are scoped per tenant. The route's own code is untouched: this module only
// adds hooks to it and documents what it adds in the route's schema.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ProblemError, headerDoc, problemResponse, problemResponses } from '@cp/http';
import type { IdempotencyEntry, IdempotentAnswer, RecordStore } from '@cp/storage';
import { readUpload } from './upload.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const MAX_KEY_LENGTH = 255;
/** Headers of the first answer that a replay repeats. */
const REPLAYED_HEADERS = ['content-type', 'location', 'retry-after', 'preference-applied'];
/** How long a client should wait before asking again while the first request runs. */
const IN_FLIGHT_RETRY_AFTER_S = 2;

export interface IdempotentUploadsOptions {
  records: RecordStore;
  /** How long an answer is replayed. */
  ttlMs: number;
  /**
   * How long a claim of a request still running holds at most: past it, the claim
   * counts as abandoned (its process died) and a retry may take the key over.
   */
  inFlightLeaseMs: number;
  maxUploadBytes: number;
  now?: () => Date;
}

interface Held {
  tenant: string;
  key: string;
  token: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, if it sent one and won it. */
    idempotencyHeld?: Held;
  }
}

const isUploadRoute = (req: FastifyRequest) => req.method === 'POST' && req.routeOptions.url === '/parse';

/** The header's value, or undefined when absent; a ProblemError when unusable. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  // Printable ASCII without spaces at the ends; the draft's quoted form is accepted too.
  const text = Array.isArray(raw) ? undefined : raw.trim().replace(/^"(.*)"$/, '$1');
  if (!text || text.length > MAX_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(text)) {
    throw new ProblemError(
      'invalidIdempotencyKey',
      `Send one Idempotency-Key header of 1 to ${MAX_KEY_LENGTH} printable ASCII characters (a UUID is a good choice).`,
    );
  }
  return text;
}

function replay(reply: FastifyReply, answer: IdempotentAnswer): FastifyReply {
  return reply.status(answer.status).headers(answer.headers).header(REPLAYED_HEADER, 'true').send(answer.body);
}

function answerOf(reply: FastifyReply, payload: unknown): IdempotentAnswer | undefined {
  if (typeof payload !== 'string') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const v = reply.getHeader(name);
    if (v !== undefined) headers[name] = String(v);
  }
  return { status: reply.statusCode, body, headers };
}

export function installIdempotentUploads(app: FastifyInstance, options: IdempotentUploadsOptions): void {
  const { records } = options;
  const now = options.now ?? (() => new Date());
  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();

  app.addHook('onRoute', documentOnUploadRoute);

  app.addHook('preHandler', async (req, reply) => {
    if (!isUploadRoute(req)) return;
    const key = idempotencyKeyOf(req);
    if (key === undefined) return;
    const tenant = req.tenant;
    const entry: IdempotencyEntry = {
      tenant,
      key,
      token: randomUUID(),
      state: 'in_flight',
      createdAt: now().toISOString(),
      expiresAt: later(options.inFlightLeaseMs),
    };
    const claim = await records.claimIdempotencyKey(entry, entry.createdAt);
    if (claim.claimed) {
      req.idempotencyHeld = { tenant, key, token: entry.token, settled: false };
      return;
    }
    const { existing } = claim;
    if (existing.state === 'in_flight' || !existing.answer || !existing.fileSha256) {
      throw new ProblemError('idempotencyKeyInFlight', `A request with this Idempotency-Key is still being handled; retry in ${IN_FLIGHT_RETRY_AFTER_S} s to get its answer.`, {
        headers: { 'retry-after': String(IN_FLIGHT_RETRY_AFTER_S) },
      });
    }
    // The key has an answer: replay it, if this is the same file.
    const upload = await readUpload(req, { maxUploadBytes: options.maxUploadBytes });
    const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
    if (sha256 !== existing.fileSha256) {
      throw new ProblemError(
        'idempotencyKeyReused',
        'This Idempotency-Key was used for another file; use a new key for a new upload.',
      );
    }
    req.log.info({ idempotencyKey: key }, 'idempotent upload replayed');
    return replay(reply, existing.answer);
  });

  // Before the answer leaves, so that a retry sent right after it sees the answer kept.
  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotencyHeld;
    if (!held || held.settled) return payload;
    held.settled = true;
    try {
      const answer = answerOf(reply, payload);
      const code = (answer?.body as { verificationCode?: unknown } | undefined)?.verificationCode;
      const record = typeof code === 'string' ? await records.get(code).catch(() => null) : null;
      if (answer && record) {
        await records.completeIdempotencyKey(held.tenant, held.key, held.token, { fileSha256: record.document.sha256, answer, expiresAt: later(options.ttlMs) });
      } else {
        await records.releaseIdempotencyKey(held.tenant, held.key, held.token);
      }
    } catch (err) {
      // The answer still goes out; the claim ends with its lease.
      req.log.warn({ err }, 'could not keep the answer of an idempotent upload');
    }
    return payload;
  });

  // A request that ended without an answer (the client went away) gives its key back.
  app.addHook('onResponse', async (req) => {
    const held = req.idempotencyHeld;
    if (!held || held.settled) return;
    held.settled = true;
    await records.releaseIdempotencyKey(held.tenant, held.key, held.token).catch(() => undefined);
  });
}

/** Adds the header and the answers this module gives to the upload route's OpenAPI description. */
function documentOnUploadRoute(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (route.url !== '/parse' || !methods.includes('POST') || !route.schema) return;
  const schema = route.schema as { headers?: { properties?: Record<string, unknown> }; response?: Record<string, unknown> };
  if (schema.headers?.properties) {
    schema.headers = {
      ...schema.headers,
      properties: {
        ...schema.headers.properties,
        [IDEMPOTENCY_HEADER]: {
          type: 'string',
          minLength: 1,
          maxLength: MAX_KEY_LENGTH,
          description:
            'Makes the upload safe to retry: a retry with the same key and the same file within IDEMPOTENCY_TTL gets the first answer again (with Idempotent-Replayed: true); scoped per tenant.',
        },
      },
    };
  }
  const replayed = { [REPLAYED_HEADER]: { type: 'string', enum: ['true'], description: '"true" when this is the first answer to the Idempotency-Key, replayed' } };
  for (const status of ['200', '202']) {
    const r = schema.response?.[status] as { headers?: Record<string, unknown> } | undefined;
    if (r) schema.response![status] = { ...r, headers: { ...r.headers, ...replayed } };
  }
  schema.response = {
    ...schema.response,
    ...problemResponses(422, 429),
    409: problemResponse(409, 'A request with this Idempotency-Key is still being handled (idempotency-key-in-flight)', {
      'Retry-After': headerDoc('Seconds to wait before retrying for the first answer'),
    }),
  };
}
