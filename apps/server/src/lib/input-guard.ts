import { isUtf8 } from "node:buffer";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, errorStatus, type ErrorCode } from "@questhq/core";
import { errorBody } from "./errors";
import { jsonShapeProblem } from "./json-shape";

// The one place where text that no route can store is refused: PostgreSQL rejects NUL (U+0000) in text and
// jsonb, and bytes that are not UTF-8 only turn into replacement characters. Both are answered here as 400s in
// the error model, before any route, hook or the database sees them: the address (path and query) on request,
// JSON bodies in the JSON parser (once lib/json-shape.ts has capped their depth and size), multipart fields in
// lib/form-body.ts (assertStorableText). The router's own refusals (broken percent-encoding, over-long parameters)
// are mapped by routerErrorHandler.

export const NUL_MESSAGE = "Text cannot contain the invisible null character (\\u0000). Remove it and try again.";
const URL_NUL_MESSAGE = "The address contains a null character (%00), which is not allowed.";
const URL_ENCODING_MESSAGE = "The address is not valid: it contains a broken percent-encoded character (%).";
const URL_CONTROL_MESSAGE = "The address contains control characters, which are not allowed.";
const BROKEN_CHARACTER_MESSAGE =
  "Text contains a broken character (half of an emoji or symbol). Remove it and try again.";
const BODY_ENCODING_MESSAGE = "The request body is not valid UTF-8 text.";
const PARAM_TOO_LONG_MESSAGE = "A part of the address is too long.";

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is what refuses them
const CONTROL_CHAR = /[\u0000-\u001f\u007f]/;

/** Why this raw request target (path and query) is unusable, or null when it is fine. */
export function urlProblem(rawUrl: string): string | null {
  if (CONTROL_CHAR.test(rawUrl)) return rawUrl.includes("\u0000") ? URL_NUL_MESSAGE : URL_CONTROL_MESSAGE;
  if (!rawUrl.includes("%")) return null;
  let decoded: string;
  try {
    // Each %XX run decodes on its own, so decoding the whole target is exactly "every escape is valid UTF-8".
    decoded = decodeURIComponent(rawUrl);
  } catch {
    return URL_ENCODING_MESSAGE;
  }
  return decoded.includes("\u0000") ? URL_NUL_MESSAGE : null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with this text (a NUL, or half of a UTF-16 pair that JSON's \\uD800 escapes can smuggle), or null. */
function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? BROKEN_CHARACTER_MESSAGE : null;
}

type Frame = { entries: [string, unknown][]; next: number; path: string[] };

/**
 * The first string or key of a parsed body that no database can store, with its dotted path, or null. Walked with an
 * explicit stack, in document order: the JSON parser caps depth, but form fields and other callers may not.
 */
export function findBadText(value: unknown): { field: string; message: string } | null {
  const frames: Frame[] = [];
  // A string is judged at once; an object or array becomes a frame whose entries are visited in order.
  const visit = (item: unknown, path: string[]) => {
    if (typeof item === "string") {
      const message = textProblem(item);
      return message ? { field: path.join(".") || "_", message } : null;
    }
    if (typeof item === "object" && item !== null) {
      const entries: [string, unknown][] = Array.isArray(item)
        ? item.map((v, i) => [String(i), v])
        : Object.entries(item);
      frames.push({ entries, next: 0, path });
    }
    return null;
  };
  let found = visit(value, []);
  while (!found && frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    if (frame.next === frame.entries.length) {
      frames.pop();
      continue;
    }
    const [key, item] = frame.entries[frame.next++]!;
    const keyMessage = textProblem(key);
    if (keyMessage) return { field: [...frame.path, JSON.stringify(key).slice(1, -1)].join("."), message: keyMessage };
    found = visit(item, [...frame.path, key]);
  }
  return found;
}

/** Throws the validation error for unstorable text inside a request body (JSON or form fields). */
export function assertStorableText(value: unknown): void {
  const found = findBadText(value);
  if (found) throw new AppError("validation_failed", found.message, { [found.field]: [found.message] });
}

export function registerInputGuard(app: FastifyInstance): void {
  // Synchronous hooks (here and in the other per-request guards): an async hook costs a promise and a tick on every
  // request, which is most of a trivial route's time.
  app.addHook("onRequest", (request, reply, done) => {
    const problem = urlProblem(request.raw.url ?? "/");
    if (problem) return void reply.status(400).send(errorBody("bad_request", problem));
    done();
  });

  // Fastify's JSON parser (with its prototype-poisoning guards), given bytes we have checked first.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new AppError("bad_request", BODY_ENCODING_MESSAGE), undefined);
    const text = bytes.toString("utf8");
    // Depth and size are read off the text, so the parser never builds what a recursive walker could choke on.
    const shape = jsonShapeProblem(text);
    if (shape) return done(new AppError("bad_request", shape), undefined);
    parseJson(request, text, (err: Error | null, parsed?: unknown) => {
      if (err) return done(err, undefined);
      try {
        assertStorableText(parsed);
      } catch (nulError) {
        return done(nulError as Error, undefined);
      }
      done(null, parsed);
    });
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (FST_ERR_BAD_URL for broken
 * percent-encoding, FST_ERR_MAX_PARAM_LENGTH for a parameter over routerOptions.maxParamLength), in the error model.
 */
export function routerErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === "FST_ERR_BAD_URL"
      ? URL_ENCODING_MESSAGE
      : error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? PARAM_TOO_LONG_MESSAGE
        : "The request could not be understood.";
  request.log.info({ code: error.code }, "router refused the request");
  return reply.status(400).header("x-request-id", request.id).send(errorBody("bad_request", message));
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser rejects before Fastify sees them (raw bytes that are
 * not allowed in a request line, such as an unescaped 0xFF or a NUL, malformed headers, oversized headers, slow
 * clients), answered in the error model instead of Fastify's own JSON.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? ["request_timeout", "The request took too long to arrive."]
      : err.code === "HPE_HEADER_OVERFLOW"
        ? ["headers_too_large", "The request headers are too large."]
        : [
            "bad_request",
            "The request could not be read: its address or headers contain characters that are not allowed.",
          ];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    const status = errorStatus[code];
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
