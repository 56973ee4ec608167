import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maybeFail } from "../control";
import { renderChooser, renderProblem } from "./html";
import { sessionAccount, startSession } from "./session";
import {
  CODE_TTL_MS,
  GITHUB_OAUTH_APP,
  chosenAccount,
  findAccount,
  issueToken,
  newCode,
  normalizeScopes,
  signInChoices,
  type GitHubState,
} from "./state";
import { rateLimitedBody, type GitHubUrls } from "./wire";

// An OAuth app's web flow as github.com runs it: the consent page at /login/oauth/authorize (PKCE with S256 only)
// and the token exchange at /login/oauth/access_token. The exchange answers form-encoded unless the client asks for
// JSON (or XML) in Accept, and reports errors with status 200 and an `error` field, as GitHub does. The tokens are
// opaque gho_ tokens that never expire and come without a refresh token: GitHub's OAuth app tokens live until the
// user or the app revokes them.

type Form = Record<string, string | undefined>;

const TROUBLESHOOTING = "https://docs.github.com/apps/managing-oauth-apps";

type AuthorizeRequest = {
  redirectUri: string;
  scope: string;
  state: string | undefined;
  challenge: string | null;
  login: string | undefined;
};

function checkAuthorize(q: Form): AuthorizeRequest | { status: number; detail: string } {
  // GitHub answers an unknown client_id with its 404 page.
  if (q.client_id !== GITHUB_OAUTH_APP.clientId) return { status: 404, detail: "No such OAuth application." };
  const redirectUri = q.redirect_uri ?? "";
  // The sandbox app has no registered callback URL, so the request must name one.
  if (!/^https?:\/\/\S+$/.test(redirectUri) || !URL.canParse(redirectUri))
    return { status: 400, detail: "The redirect_uri must be an http(s) URL." };
  if (q.code_challenge !== undefined) {
    if (q.code_challenge_method !== "S256")
      return { status: 400, detail: "Only the S256 code_challenge_method is supported." };
    if (!/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge))
      return { status: 400, detail: "The code_challenge must be a base64url SHA-256 digest." };
  }
  return {
    redirectUri,
    scope: q.scope ?? "",
    state: q.state,
    challenge: q.code_challenge ?? null,
    login: q.login,
  };
}

function withParams(target: string, params: Record<string, string | undefined>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** The OAuth app's credentials: client_id and client_secret in the body or the query, or HTTP Basic (arctic). */
function isOurApp(req: FastifyRequest, params: Form): boolean {
  let id = params.client_id;
  let secret = params.client_secret;
  const basic = req.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, "base64").toString("utf8");
    const at = decoded.indexOf(":");
    id = decodeURIComponent(decoded.slice(0, at));
    secret = decodeURIComponent(decoded.slice(at + 1));
  }
  return id === GITHUB_OAUTH_APP.clientId && secret === GITHUB_OAUTH_APP.clientSecret;
}

function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (!verifier) return false;
  const computed = Buffer.from(createHash("sha256").update(verifier).digest("base64url"));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** The token endpoint's answer in the format the client accepts: JSON, XML, or (by default) a form. */
function sendTokenAnswer(req: FastifyRequest, reply: FastifyReply, fields: Record<string, string>) {
  const accept = req.headers.accept ?? "";
  if (accept.includes("application/json")) return reply.send(fields);
  if (accept.includes("application/xml")) {
    const xml = Object.entries(fields)
      .map(([k, v]) => `<${k}>${v.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</${k}>`)
      .join("");
    return reply.type("application/xml; charset=utf-8").send(`<OAuth>${xml}</OAuth>`);
  }
  return reply.type("application/x-www-form-urlencoded; charset=utf-8").send(new URLSearchParams(fields).toString());
}

const TOKEN_ERRORS = `${TROUBLESHOOTING}/troubleshooting-oauth-app-access-token-request-errors`;

const tokenError = (error: string, description: string, uri: string) => ({
  error,
  error_description: description,
  error_uri: uri,
});

export function registerOAuth(app: FastifyInstance, state: GitHubState, urls: () => GitHubUrls): void {
  const consentPage = (req: FastifyRequest, query: Form, ask: AuthorizeRequest, error?: string) => {
    const scopes = normalizeScopes(ask.scope);
    const carried = Object.fromEntries(
      Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "account"),
    );
    delete carried.decision;
    delete carried.new_login;
    const hinted = ask.login ? findAccount(state, ask.login) : undefined;
    return renderChooser({
      title: "Authorize application",
      heading: "An application wants to access your Sandbox GitHub account",
      intro: scopes.length ? `It asks for: ${scopes.join(", ")}.` : "It asks for public information only (no scope).",
      action: `${urls().web}/login/oauth/authorize`,
      carried,
      accounts: signInChoices(state, sessionAccount(state, req) ?? hinted),
      submitLabel: "Authorize",
      home: urls().web,
      canCancel: true,
      error,
    });
  };

  app.get<{ Querystring: Form }>("/login/oauth/authorize", async (req, reply) => {
    const ask = checkAuthorize(req.query);
    if ("detail" in ask)
      return reply
        .status(ask.status)
        .type("text/html")
        .send(renderProblem(urls().web, "Not Found", ask.detail));
    return reply.type("text/html").send(consentPage(req, req.query, ask));
  });

  app.post<{ Body: Form }>("/login/oauth/authorize", async (req, reply) => {
    const form = req.body ?? {};
    const ask = checkAuthorize(form);
    if ("detail" in ask)
      return reply
        .status(ask.status)
        .type("text/html")
        .send(renderProblem(urls().web, "Not Found", ask.detail));
    if (form.decision !== "authorize") {
      return reply.redirect(
        withParams(ask.redirectUri, {
          error: "access_denied",
          error_description: "The user has denied your application access.",
          error_uri: `${TROUBLESHOOTING}/troubleshooting-authorization-request-errors/#access-denied`,
          state: ask.state,
        }),
      );
    }
    const chosen = chosenAccount(state, form);
    if ("error" in chosen)
      return reply
        .status(400)
        .type("text/html")
        .send(consentPage(req, form, ask, chosen.error));
    const { account } = chosen;
    const code = newCode();
    state.codes.set(code, {
      accountId: account.id,
      redirectUri: ask.redirectUri,
      scopes: normalizeScopes(ask.scope),
      challenge: ask.challenge,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    // Authorizing signs the browser in to Sandbox GitHub, so its pages then act as this account.
    startSession(reply, urls().web, account);
    return reply.redirect(withParams(ask.redirectUri, { code, state: ask.state }));
  });

  app.post<{ Body: Form | undefined; Querystring: Form }>("/login/oauth/access_token", async (req, reply) => {
    const rateLimited = (r: FastifyReply) => rateLimitedBody(state.rateLimitStyle, r, null);
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    // GitHub reads the parameters from the query string too, as its older documentation showed them.
    const params: Form = { ...req.query, ...(req.body ?? {}) };
    if (!isOurApp(req, params))
      return sendTokenAnswer(
        req,
        reply,
        tokenError(
          "incorrect_client_credentials",
          "The client_id and/or client_secret passed are incorrect.",
          `${TOKEN_ERRORS}/#incorrect-client-credentials`,
        ),
      );
    if (params.grant_type === "refresh_token")
      return sendTokenAnswer(
        req,
        reply,
        tokenError(
          "bad_refresh_token",
          "The refresh token passed is incorrect or expired.",
          `${TOKEN_ERRORS}/#bad-refresh-token`,
        ),
      );
    const badCode = tokenError(
      "bad_verification_code",
      "The code passed is incorrect or expired.",
      `${TOKEN_ERRORS}/#bad-verification-code`,
    );
    const grant = params.code ? state.codes.get(params.code) : undefined;
    if (!grant || grant.expiresAt < Date.now()) return sendTokenAnswer(req, reply, badCode);
    if (params.redirect_uri !== undefined && params.redirect_uri !== grant.redirectUri)
      return sendTokenAnswer(
        req,
        reply,
        tokenError(
          "redirect_uri_mismatch",
          "The redirect_uri MUST match the registered callback URL for this application.",
          `${TROUBLESHOOTING}/troubleshooting-authorization-request-errors/#redirect-uri-mismatch2`,
        ),
      );
    // A code bound to a PKCE challenge is worth nothing without its verifier.
    if (grant.challenge !== null && !verifierMatches(params.code_verifier, grant.challenge))
      return sendTokenAnswer(req, reply, badCode);
    state.codes.delete(params.code!);
    const token = issueToken(state, { accountId: grant.accountId, scopes: grant.scopes });
    return sendTokenAnswer(req, reply, { access_token: token, scope: grant.scopes.join(","), token_type: "bearer" });
  });
}
