import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Env } from "../env";

// Helmet's security headers (CSP, HSTS, frame and referrer policies…) are the same on every answer. @fastify/helmet
// builds a new Helmet middleware, parsing the CSP directives again, on every request (two hooks, about a third of
// a trivial request's time); here Helmet runs once at start-up against a recording response, and each request only
// copies the resulting headers.

/**
 * The app's Helmet settings: a strict CSP for the single-page app and the pages' embeds. `connectSources` are the
 * other origins the page may fetch from: the bridge widget's LI.FI API and the RPC endpoints it reads balances through.
 */
export const SECURITY_HEADER_OPTIONS = (
  env: Pick<Env, "PUBLIC_URL">,
  connectSources: readonly string[] = [],
): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: lets the wizard preview a chosen banner, reward image or mp4 before it is uploaded.
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...connectSources],
      frameSrc: ["https://www.youtube-nocookie.com"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(env.PUBLIC_URL.startsWith("https:") ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  crossOriginEmbedderPolicy: false,
  // Linking a social account opens the provider in a popup; "same-origin" would sever the popup
  // from our page once it navigates to x.com or discord.com, and the callback could not report back.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  hsts: env.PUBLIC_URL.startsWith("https:"),
});

/**
 * For JSON answers of the API: the headers that mean something for a response no browser renders as a page
 * (OWASP's REST guidance): nothing may load or frame it, no MIME sniffing, no referrer, same-origin reads only, HSTS
 * on https. The page-only ones (the app's CSP sources, opener and origin-agent policies, legacy IE and Flash
 * switches) are left to documents: a third of the bytes, most of a small answer's header cost.
 */
export const API_SECURITY_HEADER_OPTIONS = (env: Pick<Env, "PUBLIC_URL">): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: "deny" },
  hsts: env.PUBLIC_URL.startsWith("https:"),
});

/** Is this an API answer (JSON) rather than a document? The API's own docs page is a document. */
export function isApiPath(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
}

/** The headers Helmet sets for these options, in the order it sets them. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<Env, "PUBLIC_URL">,
  connectSources: readonly string[] = [],
): void {
  const documentHeaders = helmetHeaders(SECURITY_HEADER_OPTIONS(env, connectSources));
  const apiHeaders = helmetHeaders(API_SECURITY_HEADER_OPTIONS(env));
  // onRequest, so that refusals (404, 400, 429) carry them as well; with the request id, for support requests.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
    reply.header("x-request-id", request.id);
    done();
  });
}
