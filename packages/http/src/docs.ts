// OpenAPI document and Swagger UI, generated from the route schemas (which are the
// TypeBox schemas of @cp/schema). Swagger UI's assets come from the installed
// package: nothing is fetched from a CDN.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as api from '@cp/schema';
import { PROBLEM_BASE, PROBLEMS } from './problems.js';
import { pageSecurity, setRouteSecurity } from './security-headers.js';

export interface DocsOptions {
  title: string;
  description: string;
  version: string;
  /** Whether API keys are asked for now; the security schemes are documented either way (keys are a deployment choice). */
  auth?: boolean;
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
  api.KeyIdentity,
  api.ApiKeyInfo,
  api.ApiKeyList,
  api.ApiKeyCreated,
  api.CreateApiKeyRequest,
  api.AuditChange,
  api.AuditEntry,
  api.AuditList,
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

const problemContent = () => ({ 'application/problem+json': { schema: structuredClone(api.Problem) } });

/** Public routes need no key (`security: []`); the others document 401, and 403 when they need a scope. */
function withAccess(schema: Record<string, unknown>, route: { config?: unknown } | undefined): Record<string, unknown> {
  if (!schema) return schema;
  const config = (route?.config ?? {}) as { public?: boolean; scope?: string | string[] };
  if (config.public) return { ...schema, security: [] };
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  response[401] ??= { description: 'API key missing or invalid', content: problemContent() };
  if (config.scope) {
    const scopes = typeof config.scope === 'string' ? [config.scope] : config.scope;
    response[403] ??= { description: `The API key lacks the scope ${scopes.map((s) => `"${s}"`).join(' or ')}`, content: problemContent() };
    const note = `Needs the scope ${scopes.map((s) => `\`${s}\``).join(' or ')} (an admin key has every scope).`;
    schema.description = schema.description ? `${schema.description as string}\n\n${note}` : note;
  }
  return { ...schema, response };
}

export async function registerDocs(app: FastifyInstance, options: DocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: options.title, description: options.description + '\n' + problemTable(), version: options.version },
      components: {
        schemas: Object.fromEntries(COMPONENTS.map((s) => [s.$id as string, structuredClone(s) as never])),
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An API key as a Bearer token' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
      // Either scheme, on every route but those marked `security: []` (see transform).
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    // Nested schemas with an $id (ParsedData, Problem...) become named components.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    // The generator rewrites the schemas it is given in place (nested $ids become
    // $refs); hand it copies so the shared schemas the validators use stay intact.
    transform: ({ schema, url, route }) => ({ schema: withAccess(structuredClone(schema) as Record<string, unknown>, route), url }) as never,
  });
  // In a plugin of its own, so that its policy stays under /docs.
  await app.register(async (docs) => {
    setRouteSecurity(docs, pageSecurity(DOCS_CSP));
    await docs.register(swaggerUi, { routePrefix: '/docs' });
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
}
