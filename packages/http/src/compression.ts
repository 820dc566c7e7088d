// Response compression (@fastify/compress): br or gzip when the client accepts it,
// for text-like bodies (JSON, problems, HTML, scripts, styles) of 1 KiB or more.
// Not for PDFs (the uploaded document is served as it was stored; PDF streams are
// compressed already) nor for small bodies, where the header costs more than it saves.
// Request bodies are never inflated: an upload is a PDF, and a compressed JSON body
// would be a way around the body limits.
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Smallest body worth compressing, in bytes. */
export const COMPRESS_THRESHOLD = 1024;

/** Content types that are compressed: text, JSON (+json too), JavaScript, XML, SVG. */
export const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)(?:;|$)|image\/svg\+xml)/;

export async function installCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { decompress: false, ...(route.config as object) } as typeof route.config;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
  });
}
