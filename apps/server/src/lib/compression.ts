import { pipeline, type Readable } from "node:stream";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";

// Answers of `threshold` bytes or more in a text type are compressed, brotli preferred over gzip by Accept-Encoding.
// This replaces @fastify/compress, whose per-route hook ran a dozen header reads and a content-type match on every
// answer before looking at its size: a fifth of a small request's time. Here the size and the payload's kind come
// first, so the many small answers (health, counters, errors) pass straight through. Built assets are sent
// precompressed by features/seo/serve-web-app.ts: an answer that already has a Content-Encoding is left alone. Request
// bodies are never decompressed (a small body could inflate past BODY_LIMIT_BYTES before parsing).

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;
// Quality 4: most of brotli's gain at a small fraction of its default (11) cost, as @fastify/compress chose.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const negotiator = new Negotiator({ supportedValues: ["br", "gzip"] });

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  if (!vary) reply.header("vary", "accept-encoding");
  else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header("vary", `${String(vary)}, accept-encoding`);
}

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === "function";
}

export function registerCompression(app: FastifyInstance, { threshold }: { threshold: number }): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload === "string") {
      // A UTF-16 unit is 1 to 3 UTF-8 bytes: the exact count only when the length cannot tell.
      if (payload.length < threshold && (payload.length * 3 < threshold || Buffer.byteLength(payload) < threshold)) {
        return done(null, payload);
      }
    } else if (Buffer.isBuffer(payload)) {
      if (payload.length < threshold) return done(null, payload);
    } else if (!isStream(payload)) return done(null, payload);
    if (reply.statusCode === 206 || reply.hasHeader("content-encoding") || reply.hasHeader("content-range")) {
      return done(null, payload);
    }
    // A string sent without a type becomes JSON or text, both compressible.
    const type = reply.getHeader("content-type");
    if (type !== undefined && !COMPRESSIBLE.test(String(type))) return done(null, payload);
    addVary(reply);
    const accept = request.headers["accept-encoding"];
    const encoding = accept ? negotiator.negotiate(accept) : null;
    if (!encoding) return done(null, payload);
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    if (isStream(payload)) {
      const compressor = encoding === "br" ? createBrotliCompress(BROTLI) : createGzip();
      // A client that leaves mid-stream ends the pipeline; Fastify already answers for the socket.
      return done(
        null,
        pipeline(payload, compressor, () => {}),
      );
    }
    const bytes = payload as string | Buffer;
    const finish = (err: Error | null, out: Buffer) => (err ? done(err) : done(null, out));
    if (encoding === "br") brotliCompress(bytes, BROTLI, finish);
    else gzip(bytes, finish);
  });
}
