// The review experience: two HTML shells, the UI bundles built from ../../ui, the
// field catalogue as JSON, and pdf.js served from the installed package (no CDN).
import { ProblemError, pageSecurity, setRouteSecurity } from '@cp/http';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { FIELDS } from '@cp/schema';
import { queuePage, reviewPage } from './pages.js';

export { uncertainPaths, UNCERTAIN_BELOW } from './uncertain.js';

export interface ReviewRoutesOptions {
  /** Folder with the built UI bundles; defaults to dist/review-ui of this package. */
  assetsDir?: string;
  /** Where the employment contract interface answers on this host, if it does (links on the review page). */
  contractsPrefix?: string;
}

// The bundles are built into the package's dist/review-ui; the same path from here
// whether this module runs from src (tests) or from dist.
const DEFAULT_ASSETS = fileURLToPath(new URL('../../dist/review-ui', import.meta.url));
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// Only the parts of pdfjs-dist the viewer loads at run time.
const PDFJS_PARTS = /^\/(build\/pdf(\.worker)?\.mjs(\.map)?|cmaps\/[\w.-]+|standard_fonts\/[\w.-]+|wasm\/[\w.-]+|iccs\/[\w.-]+)$/;

// pdf.js renders through canvas, web fonts from blobs and a module worker; nothing
// else may load, and no inline script is needed. The policy covers the assets too:
// the pdf.js worker runs under the policy of the script that starts it.
const CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:', 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

// Verification codes are opaque tokens; anything else is not a review page. The schema
// takes any text so that a malformed code answers the same 404 problem as an unknown one
// (reviewNotFound), not a 400 from validation.
const CODE = /^[A-Za-z0-9_-]{1,128}$/;
const ReviewParams = Type.Object({ code: Type.String() });

// Content-Security-Policy, nosniff and Referrer-Policy come from setRouteSecurity below.
function sendHtml(reply: FastifyReply, html: string) {
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

const fieldsJson = JSON.stringify(FIELDS);

export const reviewRoutes: FastifyPluginAsyncTypebox<ReviewRoutesOptions> = async (app, opts) => {
  const assetsDir = opts.assetsDir ?? DEFAULT_ASSETS;

  setRouteSecurity(app, pageSecurity(CSP));
  // Pages and assets carry no contract data (the browser fetches that through the
  // API with its key), so they are reachable without an API key; they are not part
  // of the API, so they stay out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), public: true } as typeof route.config;
    route.schema = { ...route.schema, hide: true } as typeof route.schema;
  });

  app.get('/review', (_req, reply) => sendHtml(reply, queuePage()));
  app.get('/review/', (_req, reply) => reply.redirect('/review'));
  app.get('/review/:code', { schema: { params: ReviewParams } }, (req, reply) => {
    if (!CODE.test(req.params.code)) {
      throw new ProblemError('reviewNotFound', 'This is not a verification code.');
    }
    return sendHtml(reply, reviewPage(req.params.code, { contractsPrefix: opts.contractsPrefix }));
  });

  app.get('/review/assets/fields.json', (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(fieldsJson),
  );

  await app.register(fastifyStatic, {
    root: PDFJS_DIR,
    prefix: '/review/assets/pdfjs/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    allowedPath: (pathName) => PDFJS_PARTS.test(pathName),
  });

  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/review/assets/',
      decorateReply: false,
      index: false,
      cacheControl: true,
      maxAge: 0,
    });
  } else {
    // A checkout that ran tsc but not the asset build: say so instead of a bare 404.
    app.log.warn({ assetsDir }, 'review UI assets are not built; run pnpm build');
    app.get('/review/assets/*', () => {
      throw new ProblemError('reviewAssetsMissing', 'The review UI bundles are missing; run `pnpm build` (build:assets) first.');
    });
  }
};

export default reviewRoutes;
