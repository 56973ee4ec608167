import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { eachRef } from "./documents";
import type { Answer } from "./types";

// Checks answers against an OpenAPI 3.0/3.1 document (X, Discord, Stripe; GitHub has its own test): the status must
// be one the operation documents (exact, then 4XX-style range, then default), the media type one it lists, the body
// must validate against that media type's schema, and every header the response documents must be sent. OpenAPI
// leaves documented headers optional; we require them, since a fake that omits rate-limit headers teaches the product
// nothing about the provider's limits.

type Json = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: Json;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** "#/components/schemas/User" and the like, everywhere under this node. */
function refsIn(node: unknown, into: Set<string>): void {
  eachRef(node, (ref) => into.add(ref));
}

function resolvePointer(doc: unknown, ref: string): unknown {
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, "").split("/")) {
    node = (node as Json | undefined)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  return node;
}

/**
 * The part of a document the product needs: these operations ("GET /users/@me") with the components they reach,
 * transitively. Keeps the vendored file small enough to read while every schema an answer is checked against stays
 * exactly as the provider publishes it.
 */
export function pruneOpenApi(doc: OpenApiDocument, operations: string[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    const [method, path] = operation.split(" ") as [string, string];
    const item = doc.paths[path];
    const op = item?.[method.toLowerCase()];
    if (!item || !op) throw new Error(`the document has no ${operation}`);
    const kept = paths[path] ?? Object.fromEntries(Object.entries(item).filter(([k]) => !METHODS.includes(k)));
    kept[method.toLowerCase()] = op;
    paths[path] = kept;
  }
  const seen = new Set<string>();
  const queue = new Set<string>();
  refsIn(paths, queue);
  const components: NonNullable<OpenApiDocument["components"]> = {};
  while (queue.size > 0) {
    const [ref] = queue;
    queue.delete(ref!);
    if (seen.has(ref!)) continue;
    seen.add(ref!);
    const match = /^#\/components\/([^/]+)\/(.+)$/.exec(ref!);
    if (!match) throw new Error(`unsupported reference ${ref}`);
    const target = resolvePointer(doc, ref!);
    if (target === undefined) throw new Error(`dangling reference ${ref}`);
    const kind = components[match[1]!] ?? {};
    kind[match[2]!] = target;
    components[match[1]!] = kind;
    refsIn(target, queue);
  }
  for (const kind of Object.values(components)) {
    const sorted = Object.fromEntries(Object.entries(kind).sort(([a], [b]) => a.localeCompare(b)));
    for (const key of Object.keys(kind)) delete kind[key];
    Object.assign(kind, sorted);
  }
  return { openapi: doc.openapi, info: doc.info, paths, components };
}

type Response = { headers?: Record<string, Json>; content?: Record<string, { schema?: Json }> };

export type OpenApiChecker = {
  /** The mismatches of this answer to "METHOD /path/template" ([] when it conforms). */
  check(operation: string, answer: Answer): string[];
  /** Validates a value against a component schema by name (for bodies outside an operation, e.g. webhook events). */
  checkSchema(name: string, value: unknown): string[];
};

export function openApiChecker(doc: OpenApiDocument, id: string): OpenApiChecker {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // Discord's ids: decimal strings of 64-bit integers (its document names the format without defining it).
  ajv.addFormat("snowflake", /^(0|[1-9][0-9]*)$/);
  // OpenAPI 3.0's `nullable` and 3.1's `type: [.., "null"]` are both understood by Ajv (the former as a keyword).
  ajv.addSchema({ $id: id, components: doc.components ?? {} });
  const compiled = new Map<string, ValidateFunction>();

  const deref = <T>(node: T): T => {
    let out: unknown = node;
    for (let i = 0; i < 10 && out && typeof (out as Json).$ref === "string"; i++) {
      out = resolvePointer(doc, (out as Json).$ref as string);
    }
    return out as T;
  };

  function validator(key: string, schema: Json): ValidateFunction {
    let fn = compiled.get(key);
    if (!fn) {
      fn = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${id}#/components/`)));
      compiled.set(key, fn);
    }
    return fn;
  }

  const errorsOf = (fn: ValidateFunction, value: unknown): string[] =>
    fn(value)
      ? []
      : (fn.errors ?? []).slice(0, 8).map((e) => `body${e.instancePath || ""} ${e.message}${paramsOf(e.params)}`);

  return {
    check(operation, answer) {
      const [method, path] = operation.split(" ") as [string, string];
      const op = doc.paths[path]?.[method.toLowerCase()] as { responses?: Record<string, unknown> } | undefined;
      if (!op?.responses) return [`${operation} is not in the document`];
      const status = String(answer.status);
      const range = `${status[0]}XX`;
      const documented = op.responses[status] ?? op.responses[range] ?? op.responses.default;
      if (!documented) return [`status ${status} is not documented for ${operation}`];
      const response = deref(documented as Response);
      const problems: string[] = [];
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        const value = answer.headers[name.toLowerCase()];
        if (value === undefined) {
          problems.push(`header ${name} is missing`);
          continue;
        }
        const schema = deref(header as { schema?: Json }).schema;
        if (!schema) continue;
        const typed = schema.type === "integer" || schema.type === "number" ? Number(value) : value;
        const fn = validator(`${operation} ${status} header ${name}`, schema);
        if (!fn(typed)) problems.push(`header ${name}: ${JSON.stringify(value)} ${fn.errors?.[0]?.message ?? ""}`);
      }
      const content = response.content ?? {};
      if (Object.keys(content).length === 0) {
        if (answer.body !== "" && answer.body !== undefined) problems.push(`status ${status} has no documented body`);
        return problems;
      }
      const media = content[answer.contentType];
      if (!media) {
        problems.push(`media type ${answer.contentType || "(none)"} is not one of ${Object.keys(content).join(", ")}`);
        return problems;
      }
      if (media.schema) {
        problems.push(
          ...errorsOf(validator(`${operation} ${status} ${answer.contentType}`, media.schema), answer.body),
        );
      }
      return problems;
    },
    checkSchema(name, value) {
      return errorsOf(validator(`schema ${name}`, { $ref: `#/components/schemas/${name}` }), value);
    },
  };
}

function paramsOf(params: Record<string, unknown>): string {
  const detail = params.additionalProperty ?? params.allowedValues ?? params.passingSchemas ?? params.missingProperty;
  return detail === undefined || params.missingProperty ? "" : ` (${JSON.stringify(detail)})`;
}
