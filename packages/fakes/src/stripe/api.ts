import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maybeFail } from "../control";
import { parseQuery, strings, StripeError, type Params } from "./params";
import { API_VERSION, newId, type StripeContext } from "./state";
import type { EventRequest } from "./webhooks";
import { expand } from "./expand";
import type { JsonObject } from "./wire";

// The frame of every /v1 call, as Stripe answers it: Request-Id and Stripe-Version headers, the secret key checked,
// bracketed parameters read (query string for GET and DELETE, form body for POST), Idempotency-Key replays,
// `expand[]` applied to the answer, and errors as { error: { type, code, message, param, doc_url } }.

export type ApiCall = {
  params: Params;
  /** The :id of the URL, when it has one. */
  id: string;
  /** What events caused by this call carry as `request`. */
  request: EventRequest;
};
export type ApiHandler = (call: ApiCall) => JsonObject;
export type ApiRouter = {
  get(url: string, handler: ApiHandler): void;
  post(url: string, handler: ApiHandler): void;
  del(url: string, handler: ApiHandler): void;
};

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Stripe shows the key's prefix and last four characters. */
const maskKey = (key: string) =>
  key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : key;

function authError(authorization: string | undefined): StripeError | null {
  let key: string | undefined;
  const bearer = authorization && /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const basic = authorization && /^Basic\s+(\S+)\s*$/i.exec(authorization);
  if (bearer) key = bearer[1];
  else if (basic) key = Buffer.from(basic[1]!, "base64").toString("utf8").split(":")[0];
  if (!key) {
    return new StripeError(401, {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using " +
        "Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). " +
        "See https://stripe.com/docs/api#authentication for details, " +
        "or we can help at https://support.stripe.com/.",
    });
  }
  // A sandbox: test-mode secret keys only.
  if (/^sk_test_[A-Za-z0-9_]+$/.test(key)) return null;
  return new StripeError(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${maskKey(key)}` });
}

/** Stripe's 5xx answers are JSON api_errors like its others (docs.stripe.com/api/errors), not a proxy's page. */
const unavailable = () => ({
  error: { type: "api_error", message: "Stripe is temporarily unavailable. Please retry the request." },
});

const rateLimited = () => ({
  error: {
    type: "invalid_request_error",
    code: "rate_limit",
    message: "Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.",
  },
});

/** The part of the URL Stripe would see: /v1/... without the sandbox mount prefix or the query. */
const apiPath = (url: string) => {
  const path = url.split("?")[0]!;
  const i = path.indexOf("/v1/");
  return i < 0 ? path : path.slice(i);
};

export function createApiRouter(app: FastifyInstance, ctx: StripeContext): ApiRouter {
  const { state } = ctx;

  const send = (reply: FastifyReply, err: StripeError) => reply.status(err.status).send({ error: err.body });

  app.setNotFoundHandler((req, reply) => {
    void reply.header("request-id", newId.request());
    const problem = authError(header(req, "authorization"));
    if (problem) return send(reply, problem);
    const message =
      `Unrecognized request URL (${req.method}: ${apiPath(req.url)}). ` +
      "Please see https://stripe.com/docs or we can help at https://support.stripe.com/.";
    return reply.status(404).send({ error: { type: "invalid_request_error", message } });
  });

  app.setErrorHandler((err: { statusCode?: number; message?: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? 400 : 500;
    const type = status === 400 ? "invalid_request_error" : "api_error";
    return reply.status(status).send({ error: { type, message: err.message ?? "An unknown error occurred." } });
  });

  function route(method: "GET" | "POST" | "DELETE", url: string, handler: ApiHandler): void {
    app.route({
      method,
      url,
      handler: async (req, reply) => {
        const requestId = newId.request();
        void reply
          .header("request-id", requestId)
          .header("stripe-version", header(req, "stripe-version") ?? API_VERSION);
        if (maybeFail(state.sw, reply, { rateLimited, down: unavailable })) return reply;
        const problem = authError(header(req, "authorization"));
        if (problem) return send(reply, problem);

        const params: Params =
          method === "POST"
            ? ((req.body && typeof req.body === "object" ? req.body : {}) as Params)
            : parseQuery(req.url);
        const key = method === "POST" ? (header(req, "idempotency-key") ?? null) : null;
        const fingerprint = `${method} ${apiPath(req.url)} ${JSON.stringify(params)}`;
        if (key) {
          void reply.header("idempotency-key", key);
          const stored = state.idempotency.get(key);
          if (stored && stored.fingerprint !== fingerprint) {
            return send(
              reply,
              new StripeError(400, {
                type: "idempotency_error",
                message:
                  "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
                  `Try using a key other than '${key}' if you meant to execute a different request.`,
              }),
            );
          }
          if (stored) return reply.header("idempotent-replayed", "true").status(stored.status).send(stored.body);
        }

        let status = 200;
        let body: unknown;
        try {
          const id = (req.params as { id?: string }).id ?? "";
          const answer = handler({ params, id, request: { id: requestId, idempotency_key: key } });
          body = expand(ctx, answer, strings(params, "expand") ?? []);
        } catch (err) {
          if (!(err instanceof StripeError)) throw err;
          status = err.status;
          body = { error: err.body };
        }
        // Like Stripe, answers to requests that failed validation are not kept: the key can be used again.
        if (key && (status < 400 || status === 402)) state.idempotency.set(key, { fingerprint, status, body });
        return reply.status(status).send(body);
      },
    });
  }

  return {
    get: (url, handler) => route("GET", url, handler),
    post: (url, handler) => route("POST", url, handler),
    del: (url, handler) => route("DELETE", url, handler),
  };
}
