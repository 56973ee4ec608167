import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maybeFail } from "../control";
import {
  CODE_TTL_MS,
  TWITTER_CLIENTS,
  USERNAME_PATTERN,
  ensureUser,
  issueTokens,
  opaqueToken,
  type TwitterState,
} from "./state";
import { renderAuthorizePage, renderErrorPage, type AuthorizeParams } from "./page";
import { tooManyRequests } from "./wire";

// OAuth 2.0 Authorization Code with PKCE as X runs it: the consent page at
// /i/oauth2/authorize, the token endpoint /2/oauth2/token (confidential clients authenticate
// with HTTP Basic, public ones send client_id) and /2/oauth2/revoke.

const KNOWN_SCOPES = new Set([
  "tweet.read",
  "tweet.write",
  "tweet.moderate.write",
  "users.read",
  "users.email",
  "follows.read",
  "follows.write",
  "offline.access",
  "space.read",
  "mute.read",
  "mute.write",
  "like.read",
  "like.write",
  "list.read",
  "list.write",
  "block.read",
  "block.write",
  "bookmark.read",
  "bookmark.write",
  "media.write",
]);

type Form = Record<string, string | undefined>;

function authorizeParams(q: Form): AuthorizeParams | string {
  const p = {
    response_type: q.response_type ?? "",
    client_id: q.client_id ?? "",
    redirect_uri: q.redirect_uri ?? "",
    scope: q.scope ?? "",
    state: q.state ?? "",
    code_challenge: q.code_challenge ?? "",
    code_challenge_method: q.code_challenge_method ?? "plain",
  };
  if (!(p.client_id in TWITTER_CLIENTS)) return `Unknown client_id "${p.client_id}".`;
  if (p.response_type !== "code") return "response_type must be code.";
  if (!/^https?:\/\/[^\s]+$/.test(p.redirect_uri) || !URL.canParse(p.redirect_uri))
    return "redirect_uri must be an http(s) URL.";
  if (!p.state || p.state.length > 500) return "state is required (at most 500 characters).";
  if (!p.code_challenge) return "code_challenge is required.";
  if (p.code_challenge_method !== "S256" && p.code_challenge_method !== "plain")
    return "code_challenge_method must be S256 or plain.";
  const scopes = p.scope.split(" ").filter(Boolean);
  if (!scopes.length || scopes.some((s) => !KNOWN_SCOPES.has(s))) return "scope must list known scopes.";
  return p;
}

function redirectWith(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

function tokenError(reply: FastifyReply, status: 400 | 401, error: string, description: string) {
  return reply.status(status).send({ error, error_description: description });
}

/** The calling app: HTTP Basic (confidential client) or client_id in the body (public client). */
function clientOf(req: FastifyRequest<{ Body: Form }>): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith("Basic ")) {
    const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
    const i = decoded.indexOf(":");
    const [id, secret] = [decodeURIComponent(decoded.slice(0, i)), decodeURIComponent(decoded.slice(i + 1))];
    return i > 0 && TWITTER_CLIENTS[id] === secret ? id : null;
  }
  const id = req.body?.client_id;
  return id && id in TWITTER_CLIENTS ? id : null;
}

function challengeMatches(verifier: string, challenge: string, method: "S256" | "plain"): boolean {
  return (method === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier) === challenge;
}

export function registerOAuth(app: FastifyInstance, state: TwitterState, baseUrl: () => string): void {
  const action = () => `${baseUrl()}/i/oauth2/authorize`;
  const accounts = () => [...state.users.values()].filter((u) => !state.brandIds.has(u.id));

  app.get<{ Querystring: Form }>("/i/oauth2/authorize", async (req, reply) => {
    const params = authorizeParams(req.query);
    if (typeof params === "string") return reply.status(400).type("text/html").send(renderErrorPage(params));
    return reply.type("text/html").send(renderAuthorizePage(action(), params, accounts()));
  });

  app.post<{ Body: Form }>("/i/oauth2/authorize", async (req, reply) => {
    const body = req.body ?? {};
    const params = authorizeParams(body);
    if (typeof params === "string") return reply.status(400).type("text/html").send(renderErrorPage(params));
    if (body.decision !== "authorize")
      return reply.redirect(redirectWith(params.redirect_uri, { error: "access_denied", state: params.state }), 302);
    const typed = (body.new_username ?? "").trim().replace(/^@/, "");
    if (typed && !USERNAME_PATTERN.test(typed)) {
      const page = renderAuthorizePage(action(), params, accounts(), {
        error: "A username has 1 to 15 letters, digits or underscores.",
      });
      return reply.status(400).type("text/html").send(page);
    }
    const user = typed ? ensureUser(state, typed) : body.account ? state.users.get(body.account) : undefined;
    if (!user)
      return reply
        .status(400)
        .type("text/html")
        .send(renderAuthorizePage(action(), params, accounts(), { error: "Choose an account." }));
    const code = opaqueToken(24);
    state.codes.set(code, {
      clientId: params.client_id,
      redirectUri: params.redirect_uri,
      challenge: params.code_challenge,
      challengeMethod: params.code_challenge_method === "S256" ? "S256" : "plain",
      userId: user.id,
      scope: params.scope,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    return reply.redirect(redirectWith(params.redirect_uri, { state: params.state, code }), 302);
  });

  app.post<{ Body: Form }>("/2/oauth2/token", async (req, reply) => {
    if (maybeFail(state.failures, reply, { rateLimited: tooManyRequests })) return reply;
    const clientId = clientOf(req);
    if (!clientId) return tokenError(reply, 401, "unauthorized_client", "Missing valid authorization header");
    const body = req.body ?? {};
    if (body.grant_type === "authorization_code") {
      if (!body.code) return tokenError(reply, 400, "invalid_request", "Missing required parameter [code].");
      if (!body.code_verifier)
        return tokenError(reply, 400, "invalid_request", "Missing required parameter [code_verifier].");
      const grant = state.codes.get(body.code);
      // Codes are single-use: a replay is refused like an unknown code.
      state.codes.delete(body.code);
      if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId) {
        return tokenError(reply, 400, "invalid_request", "Value passed for the authorization code was invalid.");
      }
      if (body.redirect_uri !== grant.redirectUri)
        return tokenError(
          reply,
          400,
          "invalid_request",
          "Value passed for the redirect uri did not match the uri of the authorization code.",
        );
      if (!challengeMatches(body.code_verifier, grant.challenge, grant.challengeMethod))
        return tokenError(
          reply,
          400,
          "invalid_request",
          "Value passed for the code verifier did not match the code challenge.",
        );
      return issueTokens(state, { userId: grant.userId, clientId, scope: grant.scope });
    }
    if (body.grant_type === "refresh_token") {
      if (!body.refresh_token)
        return tokenError(reply, 400, "invalid_request", "Missing required parameter [refresh_token].");
      const grant = state.refreshTokens.get(body.refresh_token);
      if (!grant || grant.clientId !== clientId)
        return tokenError(reply, 400, "invalid_request", "Value passed for the token was invalid.");
      // X rotates refresh tokens: the old one stops working.
      state.refreshTokens.delete(body.refresh_token);
      return issueTokens(state, grant);
    }
    if (!body.grant_type) return tokenError(reply, 400, "invalid_request", "Missing required parameter [grant_type].");
    return tokenError(reply, 400, "invalid_request", "Value passed for the grant type was invalid.");
  });

  app.post<{ Body: Form }>("/2/oauth2/revoke", async (req, reply) => {
    if (maybeFail(state.failures, reply, { rateLimited: tooManyRequests })) return reply;
    const clientId = clientOf(req);
    if (!clientId) return tokenError(reply, 401, "unauthorized_client", "Missing valid authorization header");
    const token = req.body?.token;
    if (!token) return tokenError(reply, 400, "invalid_request", "Missing required parameter [token].");
    if (state.accessTokens.get(token)?.clientId === clientId) state.accessTokens.delete(token);
    if (state.refreshTokens.get(token)?.clientId === clientId) state.refreshTokens.delete(token);
    return { revoked: true };
  });
}
