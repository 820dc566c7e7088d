// Schema validation of requests with the project's ajv settings rather than
// Fastify's defaults: bodies are never coerced and unknown keys are rejected (not
// silently removed), so a wrong type or an extra key answers 400 naming its path.
// Query strings and path parameters arrive as text, so those are coerced.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { Ajv } from 'ajv';
import { addFormats } from '@cp/schema';

// One ajv per compiled schema: the API schemas carry $ids, and the same nested
// schema (ParsedData, Problem) appears under several routes.
function newAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: coerce ? 'array' : false, useDefaults: coerce, removeAdditional: false });
  addFormats(ajv);
  return ajv;
}

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }: FastifyRouteSchemaDef<FastifySchema>) => {
    return newAjv(httpPart !== 'body').compile(schema as object);
  });
}
