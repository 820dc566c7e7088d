// Response bodies are written by fast-json-stringify from the route's response
// schema, which is the schema the body is typed from. Two things keep that from
// changing a body: the response schemas are closed and complete (a test compares
// serialized bodies with JSON.stringify for every kind of body the API sends), and a
// schema that cannot say what it serializes falls back to JSON.stringify.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
// One compilation may meet the same $id only once (Problem inside a record and inside a list item...).
import { withoutNestedIds } from '@cp/schema';

export type Serialize = (data: unknown) => string;

/** A serializer for bodies of `schema`; JSON.stringify where the schema has no shape (a `type: 'null'` 204, `{}`). */
export function compileSerializer(schema: unknown): Serialize {
  const s = schema as Record<string, unknown> | undefined;
  if (!s || typeof s !== 'object' || s.type === 'null' || Object.keys(s).filter((k) => !['description', '$id', 'title'].includes(k)).length === 0) {
    return (data) => JSON.stringify(data);
  }
  return fastJson(withoutNestedIds(s) as never, { ajv: { strict: false } }) as Serialize;
}

export function installSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }: FastifyRouteSchemaDef<FastifySchema>) => compileSerializer(schema));
}
