// The dotted paths of the 112 leaf fields of parsedData as a type, walked from the
// schema's own static type, so that a misspelt path in a rule table fails to compile;
// and the runtime check for paths that arrive as strings (an unknown one is an error).
import type { ParsedData } from './parsed-data.js';
import { FIELD_BY_PATH, FIELDS } from './catalogue.js';

type Leaf = boolean | number | string | null;

/** "section.field" for every leaf under T; sections nest ("benefits.timeOff.vacation"). */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type FieldPath = LeafPaths<ParsedData>;

/** Every field path, in schema order. */
export const FIELD_PATHS: readonly FieldPath[] = FIELDS.map((f) => f.path as FieldPath);

export function isFieldPath(path: string): path is FieldPath {
  return FIELD_BY_PATH.has(path);
}

/** The path, checked against the schema: throws for a path that names no field. */
export function fieldPath(path: string): FieldPath {
  if (!isFieldPath(path)) throw new Error(`"${path}" is not a field of parsedData`);
  return path;
}

// Compile-time checks that the walk yields leaf paths, not `string` nor section paths.
type Assert<T extends true> = T;
export type FieldPathChecks = [
  Assert<'compensation.guar_base_sal' extends FieldPath ? true : false>,
  Assert<'benefits.timeOff.vacation_days' extends FieldPath ? true : false>,
  Assert<'compensation.guar_base_salary' extends FieldPath ? false : true>,
  Assert<'benefits.timeOff' extends FieldPath ? false : true>,
  Assert<string extends FieldPath ? false : true>,
];
