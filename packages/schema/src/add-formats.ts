// The one import of ajv-formats, for every ajv of the project (the schema validators and
// @cp/http's request validation): ajv-formats is CommonJS, and under NodeNext its default
// export arrives wrapped once or twice depending on how it was loaded.
import type { Ajv } from 'ajv';
import * as addFormatsModule from 'ajv-formats';

type AddFormats = (ajv: Ajv) => Ajv;
const wrapped = addFormatsModule as unknown as { default: { default?: AddFormats } & AddFormats };

/** Adds the JSON Schema formats (date, date-time, email, uri, ...) to an ajv instance. */
export const addFormats: AddFormats = wrapped.default.default ?? wrapped.default;
