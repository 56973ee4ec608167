import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { eachRef, readVendored } from "../documents";

// YouTube's discovery document as the contract check reads it (providers/youtube.ts has the probes): what vendor()
// keeps of it, its schemas turned into JSON Schema, and the error envelope Google describes only in prose
// (https://cloud.google.com/apis/design/errors, https://developers.google.com/youtube/v3/docs/errors).

const METHODS = ["channels.list", "subscriptions.list"];
/** What names the document and its version (the rest of its top level is about clients, not answers). */
const IDENTITY = ["kind", "id", "name", "title", "version", "revision", "rootUrl", "servicePath", "baseUrl"];

export type Json = Record<string, unknown>;
type DiscoverySchema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: string[];
  default?: unknown;
  properties?: Record<string, DiscoverySchema>;
  additionalProperties?: DiscoverySchema;
  items?: DiscoverySchema;
};
type DiscoveryMethod = { id: string; response?: { $ref: string } };
type DiscoveryDocument = Json & {
  resources: Record<string, { methods: Record<string, DiscoveryMethod> }>;
  schemas: Record<string, DiscoverySchema>;
};

/** Schema names referenced ({"$ref": "Channel"}) anywhere under this node. */
function refsIn(node: unknown, into: string[]): void {
  eachRef(node, (ref) => into.push(ref));
}

export function vendor(full: unknown): unknown {
  const doc = full as DiscoveryDocument;
  const resources: DiscoveryDocument["resources"] = {};
  const queue: string[] = [];
  for (const name of METHODS) {
    const [resource, method] = name.split(".") as [string, string];
    const found = doc.resources[resource]?.methods[method];
    if (!found) throw new Error(`the document has no ${name}`);
    resources[resource] ??= { methods: {} };
    resources[resource].methods[method] = found;
    refsIn(found, queue);
  }
  const schemas: DiscoveryDocument["schemas"] = {};
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (schemas[name]) continue;
    const schema = doc.schemas[name];
    if (!schema) throw new Error(`dangling reference ${name}`);
    schemas[name] = schema;
    refsIn(schema, queue);
  }
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...Object.fromEntries(IDENTITY.map((key) => [key, doc[key]])), resources, schemas: sorted };
}

// Discovery's type/format pairs (https://developers.google.com/discovery/v1/type-format) as JSON Schema. 64-bit
// integers travel as decimal strings, 32-bit ones as JSON numbers within their range.
const FORMATS: Record<string, Json> = {
  "integer int32": { type: "integer", minimum: -(2 ** 31), maximum: 2 ** 31 - 1 },
  "integer uint32": { type: "integer", minimum: 0, maximum: 2 ** 32 - 1 },
  "number double": { type: "number" },
  "number float": { type: "number" },
  "string int64": { type: "string", pattern: "^-?[0-9]+$" },
  "string uint64": { type: "string", pattern: "^[0-9]+$" },
  "string byte": { type: "string", pattern: "^[A-Za-z0-9+/_-]*={0,2}$" },
  "string date": { type: "string", format: "date" },
  "string date-time": { type: "string", format: "date-time" },
};

/**
 * One discovery schema as JSON Schema. Two readings go beyond the letter of the format:
 * - an object with `properties` is closed: discovery schemas are generated from the API's message definitions and
 *   Google's JSON carries no other field, so a field the fake invents is one the product could come to rely on;
 * - a `kind` property with a default is that constant and always sent ("the fixed string youtube#channel"): the
 *   product tells a subscription list from anything else by it.
 */
function fromDiscovery(schema: DiscoverySchema, at: string): Json {
  if (schema.$ref) return { $ref: `#/definitions/${schema.$ref}` };
  const { type = "any", format } = schema;
  if (format && !FORMATS[`${type} ${format}`]) throw new Error(`${at}: unsupported type/format ${type}/${format}`);
  const out: Json = format ? { ...FORMATS[`${type} ${format}`] } : type === "any" ? {} : { type };
  if (schema.enum) out.enum = schema.enum;
  if (type === "array" && schema.items) out.items = fromDiscovery(schema.items, `${at}[]`);
  if (type === "object") {
    const properties = Object.entries(schema.properties ?? {});
    if (properties.length > 0) {
      out.properties = Object.fromEntries(
        properties.map(([name, p]) => [
          name,
          name === "kind" && typeof p.default === "string" ? { const: p.default } : fromDiscovery(p, `${at}.${name}`),
        ]),
      );
      if (properties.some(([name, p]) => name === "kind" && typeof p.default === "string")) out.required = ["kind"];
    }
    if (schema.additionalProperties) {
      out.additionalProperties = fromDiscovery(schema.additionalProperties, `${at}{}`);
    } else if (properties.length > 0) out.additionalProperties = false;
  }
  return out;
}

// Google's error answers, from the two prose pages above: {error: {code, message, status?, errors: [...],
// details?}}. `code` repeats the HTTP status, `status` is the google.rpc.Code that maps to it (the "HTTP Mapping"
// table of cloud.google.com/apis/design/errors), and `errors` is the list YouTube's error page tabulates: each with
// its reason ("Error detail") and domain, and location/locationType when a header or parameter is at fault (the
// reserved `error.errors[]` names of https://google.github.io/styleguide/jsoncstyleguide.xml).
export const RPC_STATUS: Record<number, string[]> = {
  400: ["INVALID_ARGUMENT", "FAILED_PRECONDITION", "OUT_OF_RANGE"],
  401: ["UNAUTHENTICATED"],
  403: ["PERMISSION_DENIED"],
  404: ["NOT_FOUND"],
  409: ["ABORTED", "ALREADY_EXISTS"],
  429: ["RESOURCE_EXHAUSTED"],
  499: ["CANCELLED"],
  500: ["DATA_LOSS", "UNKNOWN", "INTERNAL"],
  501: ["NOT_IMPLEMENTED"],
  503: ["UNAVAILABLE"],
  504: ["DEADLINE_EXCEEDED"],
};

export function errorSchema(status: number, rpcStatus: string[]): Json {
  const text = { type: "string", minLength: 1 };
  return {
    type: "object",
    required: ["error"],
    additionalProperties: false,
    properties: {
      error: {
        type: "object",
        required: ["code", "message", "errors"],
        additionalProperties: false,
        properties: {
          code: { const: status },
          message: text,
          status: { enum: rpcStatus },
          errors: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              required: ["message", "domain", "reason"],
              additionalProperties: false,
              properties: {
                message: text,
                domain: text,
                reason: text,
                location: { type: "string" },
                locationType: { type: "string" },
                extendedHelp: { type: "string" },
                sendReport: { type: "string" },
              },
            },
          },
          details: { type: "array", items: { type: "object", required: ["@type"] } },
        },
      },
    },
  };
}

export const DOC_ID = "https://youtube.googleapis.com/$discovery/rest?version=v3";
// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

// Read when first checked, so vendor() can write the file before it exists.
let loaded: { methods: Map<string, DiscoveryMethod>; ajv: Ajv; compiled: Map<string, ValidateFunction> } | undefined;
export function vendored() {
  if (!loaded) {
    const doc = readVendored<DiscoveryDocument>("youtube");
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    const definitions = Object.fromEntries(Object.entries(doc.schemas).map(([k, s]) => [k, fromDiscovery(s, k)]));
    ajv.addSchema({ $id: DOC_ID, definitions });
    const methods = new Map<string, DiscoveryMethod>();
    for (const resource of Object.values(doc.resources))
      for (const method of Object.values(resource.methods)) methods.set(method.id, method);
    loaded = { methods, ajv, compiled: new Map() };
  }
  return loaded;
}

export function validate(key: string, schema: Json, body: unknown): string[] {
  const { ajv, compiled } = vendored();
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(key, fn);
  }
  if (fn(body)) return [];
  return (fn.errors ?? []).slice(0, 8).map((e) => {
    const detail = e.params.additionalProperty ?? e.params.allowedValue ?? e.params.allowedValues;
    return `body${e.instancePath} ${e.message}${detail === undefined ? "" : ` (${JSON.stringify(detail)})`}`;
  });
}
