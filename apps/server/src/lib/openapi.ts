import type { SwaggerTransform, SwaggerTransformObject } from "@fastify/swagger";
import type { FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@questhq/core/schemas/responses/errors";

// The OpenAPI document is generated from the routes' zod schemas (fastify-type-provider-zod's transform). This module
// adds what a route's schema cannot say by itself, in one place rather than in 140 routes:
// - the error answers every operation can give, in the house error model, chosen by the route's traits (input,
//   security, method, path parameters, rate limit) plus the ones its use-cases add (`config.openapi.errors`);
// - the request bodies that use-cases parse themselves (`config.openapi.body`): form bodies that arrive as JSON or as
//   multipart/form-data with files, and JSON bodies whose use-case checks who is asking before what was sent.
// It only writes the document: validation and serialization of requests and answers are untouched.

/** The error statuses the API answers (core's errorStatus values, less the ones only the framework gives). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/** A file field of a multipart form body. */
export type FileField = { mediaTypes: readonly string[]; maxBytes: number; description: string };

/** What the document says about a route beyond its schema. */
export type RouteDocs = {
  /**
   * The body the route's use-case parses with this (core) schema. It is declared for the document only: the use-case
   * keeps its order of checks (who is asking, then what was sent) and form bodies keep their multipart reading.
   */
  body?: z.ZodType;
  /** Form bodies: the same fields may come as multipart/form-data, with these files (lib/form-body.ts). */
  files?: Record<string, FileField>;
  /** Error answers the route's use-cases give beyond those its traits imply (409 conflicts, 502 provider failures…). */
  errors?: readonly ErrorStatus[];
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Read by the OpenAPI document only (lib/openapi.ts). */
    openapi?: RouteDocs;
  }
}

const ERROR_REF = "#/components/schemas/ErrorAnswer";
// The operation-level extension that carries a declared body from the route transform to the document transform.
const REQUEST_BODY_KEY = "x-questhq-request-body";

const errorDescriptions: Record<ErrorStatus, string> = {
  400: "Bad input (`validation_failed` names the fields; `bad_request`, `invalid_json`)",
  401: "Not signed in, the session has expired, or the API key is unknown, revoked or expired (`unauthorized`)",
  403: "Not allowed for the caller (or its key lacks the scope), or cross-site (`forbidden`, `csrf_rejected`)",
  404: "Not found, or not visible to the caller (`not_found`)",
  409: "In conflict with the current state (`conflict`, `already_exists`, …)",
  413: "The body or an uploaded file is too large (`payload_too_large`)",
  415: "Unsupported content type or file type (`unsupported_media_type`)",
  429: "Too many requests; Retry-After says when to try again (`rate_limited`)",
  500: "Failed on our side; the message carries the request id (`internal`)",
  502: "An outside service (chain node, explorer, social network) failed or answered nonsense (`bad_gateway`)",
  503: "A service this needs is not configured or not ready (`not_ready`)",
};

/** The house error model, declared once in the document's components. */
export const errorComponents = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorAnswer, { target: "draft-2020-12", io: "output" });
  // JSON, typed as the swagger options take a schema object.
  return { ErrorAnswer: schema as unknown as { type: "object"; properties: Record<string, object> } };
})();

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// The rate limiter's allow list (app.ts): probes must always answer.
const UNLIMITED = new Set(["/api/health", "/api/ready"]);

type RouteTraits = {
  method: string;
  url: string;
  schema: FastifySchema & { security?: readonly unknown[] };
  docs: RouteDocs;
};

/** The error answers an operation can give: what its traits imply, plus what its use-cases declare. */
export function errorStatusesOf({ method, url, schema, docs }: RouteTraits): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(docs.errors ?? []);
  // The input guard refuses a NUL or a broken percent-encoding in any path or query before routing.
  statuses.add(400);
  if (schema.security?.length) {
    statuses.add(401);
    // An API key sent to a route for signed-in people is refused (features/api-keys/api-key-auth.ts).
    statuses.add(403);
  }
  // The CSRF guard refuses a mutation a browser says came from another site.
  if (MUTATIONS.has(method)) statuses.add(403);
  if (url.includes(":")) statuses.add(404);
  if (schema.body || docs.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (url.startsWith("/api/") && !UNLIMITED.has(url)) statuses.add(429);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function errorResponse(status: ErrorStatus) {
  return { description: errorDescriptions[status], content: { "application/json": { schema: { $ref: ERROR_REF } } } };
}

type JsonSchema = { type?: unknown; properties?: Record<string, unknown>; required?: string[] };

/** `const: x` as `enum: [x]`, as @fastify/swagger writes the rest of the document (Swagger UI reads no `const`). */
function withEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withEnums);
  if (typeof node !== "object" || node === null) return node;
  const out = Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      // A body's fields are named, not schemas: a field called "const" stays a field.
      k === "properties" && typeof v === "object" && v !== null
        ? Object.fromEntries(Object.entries(v).map(([name, field]) => [name, withEnums(field)]))
        : withEnums(v),
    ]),
  );
  if (!("const" in out)) return out;
  const { const: value, ...rest } = out;
  return { ...rest, enum: [value] };
}

/**
 * An operation's request body: JSON, and with files the same fields as multipart/form-data. It is required unless its
 * zod schema takes a missing body (@fastify/swagger would call every body required).
 */
function requestBodyOf(json: JsonSchema, zod: z.ZodType, docs: RouteDocs) {
  const content: Record<string, object> = { "application/json": { schema: json } };
  if (docs.files) {
    const files = Object.entries(docs.files);
    const fileSchema = (file: FileField) => ({
      type: "string",
      format: "binary",
      description: `${file.description} (${file.mediaTypes.join(", ")}; at most ${file.maxBytes / 1024 / 1024} MB)`,
    });
    const fileProperties = Object.fromEntries(files.map(([name, file]) => [name, fileSchema(file)]));
    content["multipart/form-data"] = {
      schema: { ...json, properties: { ...json.properties, ...fileProperties } },
      encoding: Object.fromEntries(files.map(([name, file]) => [name, { contentType: file.mediaTypes.join(", ") }])),
    };
  }
  return { required: !zod.safeParse(undefined).success, content };
}

/** The route transform of the swagger plugin: the type provider's zod → JSON Schema, then the additions above. */
export const documentRoute: SwaggerTransform = (input) => {
  const { url, route } = input;
  // The sandbox fakes speak other services' APIs (development only); they are not part of ours.
  if (url.startsWith("/sandbox/")) return { schema: { ...input.schema, hide: true }, url };
  const docs = route.config?.openapi ?? {};
  const method = String(route.method);
  const body = docs.body ?? input.schema?.body;
  const withBody = docs.body && input.schema ? { ...input.schema, body: docs.body } : input.schema;
  const out = jsonSchemaTransform({ ...input, schema: withBody });
  const schema = out.schema as (FastifySchema & { hide?: boolean; [key: string]: unknown }) | undefined;
  if (!schema || schema.hide) return out;

  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  for (const status of errorStatusesOf({ method, url, schema: input.schema ?? {}, docs })) {
    response[status] ??= errorResponse(status);
  }
  const documented: Record<string, unknown> = { ...schema, response };
  // A route API keys may call accepts the session or a key with its scope (features/api-keys/api-key-auth.ts).
  const keyScope = route.config?.apiKey?.scope;
  if (keyScope) {
    // A public read (no session needed) stays open to everyone: `{}` is OpenAPI's "no credentials".
    const isPublic = !input.schema?.security?.length;
    documented.security = [isPublic ? {} : { session: [] }, { apiKey: [keyScope] }];
    documented["x-required-scope"] = keyScope;
    // A refused key answers 401 (unknown, revoked, expired) and 403 (missing scope).
    response[401] ??= errorResponse(401);
    response[403] ??= errorResponse(403);
  }
  if (body instanceof z.ZodType) {
    // Written into the document by documentObject: @fastify/swagger keeps only a media type's schema.
    documented[REQUEST_BODY_KEY] = requestBodyOf(withEnums(schema.body) as JsonSchema, body, docs);
    delete documented.body;
  }
  return { schema: documented as FastifySchema, url: out.url };
};

type Operation = Record<string, unknown> & { [REQUEST_BODY_KEY]?: object };

/** The document transform: moves the declared request bodies into place. */
export const documentObject: SwaggerTransformObject = (input) => {
  const doc = "openapiObject" in input ? input.openapiObject : input.swaggerObject;
  for (const item of Object.values(doc.paths ?? {}) as Record<string, Operation>[]) {
    for (const op of Object.values(item)) {
      if (!op?.[REQUEST_BODY_KEY]) continue;
      op.requestBody = op[REQUEST_BODY_KEY];
      delete op[REQUEST_BODY_KEY];
    }
  }
  return doc;
};
