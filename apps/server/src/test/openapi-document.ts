import { createRequire } from "node:module";
import type { AnySchema, ErrorObject, ValidateFunction } from "ajv";
import type Ajv2020Type from "ajv/dist/2020";

// The served OpenAPI 3.1 document as tests read it: its operations, and one JSON Schema 2020-12 validator (ajv, the
// dialect 3.1 schema objects are written in) for the schemas it declares.

export type SchemaObject = Record<string, unknown>;
export type MediaObject = { schema?: SchemaObject; encoding?: Record<string, { contentType?: string }> };
export type ResponseObject = { description: string; content?: Record<string, MediaObject> };
export type ParameterObject = { in: string; name: string; required?: boolean; schema?: SchemaObject };
export type OperationObject = {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaObject> };
  responses: Record<string, ResponseObject>;
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
};
export type DocumentOperation = { method: string; path: string; op: OperationObject };

export function operationsOf(doc: OpenApiDocument): DocumentOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

// ajv and ajv-formats are CommonJS packages whose default exports ESM sees as a namespace; require gives the classes.
const require = createRequire(import.meta.url);
const Ajv2020 = require("ajv/dist/2020").default as typeof Ajv2020Type;
const addFormats = require("ajv-formats").default as (ajv: Ajv2020Type) => Ajv2020Type;

const COMPONENTS_ID = "urn:questhq:openapi:components";

/**
 * A strict JSON Schema 2020-12 validator for the schemas of `doc`: an unknown keyword or a malformed schema is an error
 * at compile time, so a schema the document serves that a client's validator would misread fails the test. OpenAPI's
 * own schema keywords (3.1, section 4.8.24) are known words; union types (`["string", "null"]`) are ordinary JSON
 * Schema. The document's components are registered, so `#/components/schemas/…` references resolve (see `inDocument`).
 */
export function schemaValidator(doc: OpenApiDocument): Ajv2020Type {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  for (const keyword of ["example", "discriminator", "xml", "externalDocs"]) ajv.addKeyword(keyword);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: inDocument(doc.components?.schemas ?? {}) });
  return ajv;
}

/** `schema` with its references to the document's components pointed at the registered copy. */
export function inDocument<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as T;
}

const compiled = new WeakMap<Ajv2020Type, Map<string, ValidateFunction>>();

/** The schema's errors for `value` as readable lines (empty when it matches). */
export function mismatches(ajv: Ajv2020Type, schema: AnySchema, value: unknown): string[] {
  // Compiled once per schema text: the same response schema serves many requests.
  const cache = compiled.get(ajv) ?? new Map<string, ValidateFunction>();
  compiled.set(ajv, cache);
  const key = JSON.stringify(schema);
  const validate = cache.get(key) ?? ajv.compile(inDocument(schema));
  cache.set(key, validate);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || "(root)"} ${e.message ?? e.keyword}`);
}
