// OpenAPI document and Swagger UI, generated from the route schemas (which are the
// TypeBox schemas of @cp/schema). Swagger UI's assets come from the installed
// package: nothing is fetched from a CDN.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as api from '@cp/schema';
import { PROBLEM_BASE, PROBLEMS } from './problems.js';
import { pageSecurity, setRouteSecurity } from './security-headers.js';
import { problemResponse } from './route-schemas.js';

export interface DocsOptions {
  title: string;
  description: string;
  version: string;
  /** Whether API keys are required (adds the security schemes). */
  auth: boolean;
}

// Named component schemas: every body that crosses the HTTP boundary.
const COMPONENTS = [
  api.ParsedData,
  api.Problem,
  api.DocumentInfo,
  api.Evidence,
  api.Warning,
  api.Hint,
  api.Correction,
  api.VerificationRecord,
  api.VerificationList,
  api.UploadResult,
  api.UploadAccepted,
  api.VerifyRequest,
  api.VerificationResult,
  api.DraftSaved,
  api.ContractWithParsedData,
  api.ContractSections,
  api.EmploymentContract,
  api.EmploymentContractList,
];

// Swagger UI is a page: its own scripts and styles (React sets style attributes),
// icons as data: URIs, the OpenAPI document and "Try it out" fetched from here.
const DOCS_CSP = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The problem registry as a table, appended to the API description. */
function problemTable(): string {
  const rows = Object.values(PROBLEMS).map((p) => `| \`${PROBLEM_BASE}${p.slug}\` | ${p.status} | ${p.title} |`);
  return ['', '## Problem types (RFC 9457, `application/problem+json`)', '', '| type | status | title |', '|---|---|---|', ...rows].join('\n');
}

/**
 * Adds to an operation the problems any request may get, whichever route it is for:
 * a URL or headers too large or too slow, a server failure, a missing key, and for
 * operations that read input, a malformed request (and a body too large or of the
 * wrong type). The routes list the problems of their own.
 */
function withCommonResponses(schema: Record<string, unknown>, auth: boolean): Record<string, unknown> {
  if (schema.hide) return schema;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const add = (status: number) => (response[status] ??= problemResponse(status));
  if (schema.params || schema.querystring || schema.headers || schema.body) add(400);
  if (schema.body) [413, 415].forEach(add);
  if (auth) add(401);
  [408, 414, 431, 500].forEach(add);
  return { ...schema, response };
}

export async function registerDocs(app: FastifyInstance, options: DocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: options.title, description: options.description + '\n' + problemTable(), version: options.version },
      // Relative: the API answers wherever this document was fetched from.
      servers: [{ url: '/' }],
      components: {
        schemas: Object.fromEntries(COMPONENTS.map((s) => [s.$id as string, structuredClone(s) as never])),
        ...(options.auth
          ? {
              securitySchemes: {
                bearer: { type: 'http', scheme: 'bearer' },
                apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
              },
            }
          : {}),
      },
      // Without keys, every operation is open to anyone: said as the empty requirement.
      security: options.auth ? [{ bearer: [] }, { apiKey: [] }] : [{}],
    },
    // Nested schemas with an $id (ParsedData, Problem...) become named components.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    // The generator rewrites the schemas it is given in place (nested $ids become
    // $refs); hand it copies so the shared schemas the validators use stay intact.
    transform: ({ schema, url, route }) => {
      const doc = withCommonResponses(structuredClone(schema ?? {}) as Record<string, unknown>, options.auth);
      // Routes that need no key say so, where keys are required at all.
      if (options.auth && (route.config as { public?: boolean } | undefined)?.public && !doc.hide) doc.security = [];
      return { schema: doc as typeof schema, url };
    },
  });
  // In a plugin of its own, so that its policy stays under /docs.
  await app.register(async (docs) => {
    setRouteSecurity(docs, pageSecurity(DOCS_CSP));
    await docs.register(swaggerUi, { routePrefix: '/docs' });
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
}
