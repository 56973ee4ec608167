import { isDeepStrictEqual } from "node:util";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { $ZodType, safeEncode } from "zod/v4/core";

// Every route declares its answer as a zod schema (it is the OpenAPI document's description of the answer). The
// answer is encoded through it, so a field the schema does not name never leaves the server. Outside production a
// field that would be dropped that way is an error instead: a schema that forgets a field the app needs fails the
// tests rather than silently breaking a page.

type SchemaArg = { schema: unknown; method: string; url: string };

function zodOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(schema)}`);
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

export function responseSerializerCompiler(opts: { strict: boolean }) {
  return ({ schema, method, url }: SchemaArg) => {
    const zod = zodOf(schema);
    return (data: unknown): string => {
      const result = safeEncode(zod, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const json = JSON.stringify(result.data);
      if (opts.strict) {
        const where = firstDifference(JSON.parse(JSON.stringify(data) ?? "null"), JSON.parse(json ?? "null"));
        if (where) {
          const cause = new Error(`the answer's ${where} is not in its response schema (it would be dropped)`);
          throw new ResponseSerializationError(method, url, { cause });
        }
      }
      return json;
    };
  };
}
