import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { AppError, countOf, errorStatus, type ErrorBody, type ErrorCode, type FieldErrors } from "@questhq/core";

export { AppError };

// The one place where anything thrown becomes an HTTP answer in the house error model.
// Unknown errors are logged with the request id and answered as a bare 500.

const statusToCode: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  408: "request_timeout",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  431: "headers_too_large",
  503: "not_ready",
};

export function fieldsFromIssues(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= [];
    fields[key].push(issue.message);
  }
  return fields;
}

export function errorBody(code: ErrorCode, message: string, fields?: FieldErrors, requestId?: string): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(requestId ? { requestId } : {}) } };
}

/**
 * @fastify/rate-limit's refusal in the error model, for the global limit and every route's own. The plugin throws
 * what this returns and the error handler reads its `message`: without one a route's limit answered "Bad request.".
 */
export function rateLimitedAnswer(_request: unknown, ctx: { ttl: number }) {
  const message = `Too many requests; try again in ${countOf(Math.ceil(ctx.ttl / 1000), "second")}.`;
  return { statusCode: 429, message, ...errorBody("rate_limited", message) };
}

function toBody(err: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    return { status: err.status, body: errorBody(err.code, err.message, err.fields) };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: FieldErrors = {};
    for (const v of err.validation) {
      const key = v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
      fields[key] ??= [];
      fields[key].push(v.message ?? "Invalid value");
    }
    const first = Object.values(fields)[0]?.[0];
    return { status: 400, body: errorBody("validation_failed", first ?? "Invalid request.", fields) };
  }
  if (err instanceof ZodError) {
    const fields = fieldsFromIssues(err.issues);
    return { status: 400, body: errorBody("validation_failed", err.issues[0]?.message ?? "Invalid request.", fields) };
  }
  const fe = err as Partial<FastifyError>;
  if (typeof fe.statusCode === "number" && fe.statusCode >= 400 && fe.statusCode < 500) {
    const code: ErrorCode =
      fe.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (fe.code === undefined && err instanceof SyntaxError)
        ? "invalid_json"
        : fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "invalid_json"
          : (statusToCode[fe.statusCode] ?? "bad_request");
    const message =
      code === "invalid_json"
        ? "The request body is not valid JSON."
        : code === "payload_too_large"
          ? "The request body is too large."
          : code === "unsupported_media_type"
            ? "Unsupported content type; send application/json."
            : (fe.message ?? "Bad request.");
    return { status: fe.statusCode, body: errorBody(code, message) };
  }
  request.log.error({ err }, "unhandled error");
  return {
    status: 500,
    body: errorBody(
      "internal",
      `Something went wrong on our side (request ${request.id}).`,
      undefined,
      String(request.id),
    ),
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const { status, body } = toBody(err, request);
    if (status >= 500) reply.header("cache-control", "no-store");
    return reply.status(status).send(body);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(errorStatus.not_found)
    .send(errorBody("not_found", `Route ${request.method} ${request.url.split("?")[0]} not found.`));
}
