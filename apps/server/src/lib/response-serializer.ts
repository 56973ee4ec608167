import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import type { ZodError } from "zod";
import { $ZodType, safeEncode, toJSONSchema } from "zod/v4/core";

// Every route declares its answer as a zod schema (it is the OpenAPI document's description of the answer). In
// production the answer is written by fast-json-stringify, compiled once per route from that schema's JSON Schema:
// only the declared fields leave the server, and writing them costs a fraction of a zod encode (13 µs of a 40 µs
// health check). Outside production the answer is also encoded through zod, and two drifts fail the request (and so
// the tests) instead of passing silently: a field the schema does not declare (it would be dropped, breaking a page
// that needs it), and any difference between the compiled writer's JSON and zod's.

type SchemaArg = { schema: unknown; method: string; url: string };

function zodOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/** The answer's JSON Schema as the compiled writer needs it: a Date is written as its ISO string. */
export function writerSchema(zod: $ZodType): object {
  const schema = toJSONSchema(zod, {
    target: "draft-7",
    io: "output",
    unrepresentable: "any",
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === "date")
        Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
    },
  });
  return withPlainNullables(schema) as object;
}

type JsonSchema = Record<string, unknown>;
const isSchema = (v: unknown): v is JsonSchema => typeof v === "object" && v !== null && !Array.isArray(v);
const PRIMITIVE = new Set(["string", "number", "integer", "boolean"]);

/**
 * fast-json-stringify writes an `anyOf` by running a JSON Schema validator (ajv) over the value to pick the branch,
 * for every field on every answer: a nullable date (zod's `anyOf: [date-time string with its long pattern, null]`)
 * cost more than the rest of an explore page's serialization. A nullable field is the same answer written as a type
 * list (`["string", "null"]`, chosen by typeof) or, for an object or array, `nullable: true`; patterns and bounds only
 * validate, and a writer does not validate. Outside production, the compiled writer is still compared with zod's
 * output on every answer (below), so this rewrite cannot change what is written unnoticed.
 */
export function withPlainNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withPlainNullables);
  if (!isSchema(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "pattern" || key === "minimum" || key === "maximum") continue;
    out[key] =
      key === "properties" && isSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlainNullables(v)]))
        : withPlainNullables(value);
  }
  const options = out.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return out;
  const nullAt = options.findIndex((o) => isSchema(o) && o.type === "null" && Object.keys(o).length === 1);
  const other = options[1 - nullAt];
  if (nullAt < 0 || !isSchema(other) || typeof other.type !== "string" || other.anyOf || other.$ref) return out;
  const { anyOf: _anyOf, ...siblings } = out;
  if (PRIMITIVE.has(other.type)) return { ...siblings, ...other, type: [other.type, "null"] };
  if (other.type === "object" || other.type === "array") return { ...siblings, ...other, nullable: true };
  return out;
}

/** Where two JSON values first differ, as a path ("data.items[2].title"), or null when they are equal. */
export function firstDifference(given: unknown, kept: unknown, at = "(root)"): string | null {
  if (isDeepStrictEqual(given, kept)) return null;
  if (Array.isArray(given) && Array.isArray(kept) && given.length === kept.length) {
    for (let i = 0; i < given.length; i++) {
      const d = firstDifference(given[i], kept[i], `${at}[${i}]`);
      if (d) return d;
    }
  }
  if (given && kept && typeof given === "object" && typeof kept === "object" && !Array.isArray(given)) {
    const a = given as Record<string, unknown>;
    const b = kept as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[key], b[key], at === "(root)" ? key : `${at}.${key}`);
      if (d) return d;
    }
  }
  return at;
}

const parsed = (json: string | undefined): unknown => JSON.parse(json ?? "null");

/** The error of a drift, which also names it on stderr: the client only sees a 500 with a request id. */
function mismatch(method: string, url: string, cause: ZodError | Error): ResponseSerializationError {
  const err = new ResponseSerializationError(method, url, { cause: cause as ZodError });
  err.message = `The answer of ${method} ${url} does not match its response schema: ${cause.message}`;
  console.error(err.message);
  return err;
}

function drift(method: string, url: string, where: string, what: string): ResponseSerializationError {
  return mismatch(method, url, new Error(`${where} ${what}`));
}

export function responseSerializerCompiler(opts: { strict: boolean }) {
  return ({ schema, method, url }: SchemaArg) => {
    const zod = zodOf(schema);
    const write = fastJson(writerSchema(zod));
    if (!opts.strict) return write;
    return (data: unknown): string => {
      const result = safeEncode(zod, data);
      if (result.error) throw mismatch(method, url, result.error);
      const viaZod = parsed(JSON.stringify(result.data));
      const dropped = firstDifference(parsed(JSON.stringify(data)), viaZod);
      if (dropped) throw drift(method, url, dropped, "is not in its response schema (it would be dropped)");
      const json = write(data);
      const differs = firstDifference(parsed(json), viaZod);
      if (differs) throw drift(method, url, differs, "is written differently by the compiled serializer than by zod");
      return json;
    };
  };
}
