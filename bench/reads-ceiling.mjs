// The ceiling for bench/reads.mjs: a bare Fastify server (no hooks, no plugins, no
// store) answering the given paths with the given JSON texts from memory. Started as
// a child process: node bench/reads-ceiling.mjs <port> <file of {path: jsonText}>.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// fastify is a dependency of the services, not of the workspace root.
const require = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../services/gateway/package.json'));
const Fastify = require('fastify');

const [port, file] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
for (const [url, text] of Object.entries(bodies)) {
  app.get(url, (_req, reply) => reply.type('application/json; charset=utf-8').send(text));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
