import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  type OAuth2Tokens,
} from "arctic";
import { AppError } from "@questhq/core";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { ProviderAuthError, ProviderUnavailableError } from "../provider-errors";
import type { RefreshedTokens } from "../oauth-tokens";

// OAuth 2.0 Authorization Code with PKCE against X through arctic's generic client, so the
// endpoints follow providerUrls(env) (the real X, or the sandbox fake). offline.access gives a
// refresh token; the other scopes are what the objective verifiers read.

export const TWITTER_SCOPES = [
  "tweet.read",
  "users.read",
  "follows.read",
  "like.read",
  "bookmark.read",
  "offline.access",
];

const TIMEOUT_MS = 10_000;

/** The SPA page X sends the browser back to (it forwards code and state to our API). */
export const twitterCallbackUrl = (env: Env) => `${env.PUBLIC_URL}/connect/twitter/callback`;

function endpoints(env: Env) {
  const urls = providerUrls(env).twitter;
  return {
    authorize: urls.authorizeUrl,
    token: `${urls.apiUrl}/2/oauth2/token`,
    revoke: `${urls.apiUrl}/2/oauth2/revoke`,
  };
}

function client(env: Env): OAuth2Client {
  const { clientId, clientSecret } = providerUrls(env).twitter;
  if (!clientId) throw new AppError("not_ready", "Twitter linking is not configured on this server.");
  return new OAuth2Client(clientId, clientSecret ?? null, twitterCallbackUrl(env));
}

/** arctic's failures in the engine's terms: a refused grant is an auth error, the rest is the provider's trouble. */
function providerError(err: unknown): Error {
  if (err instanceof OAuth2RequestError)
    return new ProviderAuthError("twitter", `${err.code}${err.description ? `: ${err.description}` : ""}`);
  if (err instanceof ArcticFetchError)
    return new ProviderUnavailableError("twitter", "down", null, "token endpoint unreachable");
  if (err instanceof UnexpectedResponseError || err instanceof UnexpectedErrorResponseBodyError) {
    if (err.status === 429) return new ProviderUnavailableError("twitter", "rate_limited");
    if (err.status >= 500) return new ProviderUnavailableError("twitter", "down", null, `HTTP ${err.status}`);
    return new ProviderUnavailableError("twitter", "malformed", null, `token endpoint HTTP ${err.status}`);
  }
  if (err instanceof ProviderUnavailableError || err instanceof AppError) return err;
  return new ProviderUnavailableError(
    "twitter",
    "malformed",
    null,
    err instanceof Error ? err.message : "unreadable token answer",
  );
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderUnavailableError("twitter", "down", null, "token endpoint timed out")),
      TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work(), timeout]);
  } catch (err) {
    throw providerError(err);
  } finally {
    clearTimeout(timer);
  }
}

function readTokens(tokens: OAuth2Tokens): RefreshedTokens {
  // The accessors throw on a missing field; call() turns that into a malformed answer.
  const data = tokens.data as { expires_in?: unknown };
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresAt: typeof data.expires_in === "number" ? tokens.accessTokenExpiresAt() : null,
    scope: tokens.hasScopes() ? tokens.scopes().join(" ") : null,
  };
}

export function twitterAuthorizationUrl(env: Env, state: string, codeVerifier: string): string {
  return client(env)
    .createAuthorizationURLWithPKCE(
      endpoints(env).authorize,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      TWITTER_SCOPES,
    )
    .toString();
}

export function exchangeTwitterCode(env: Env, code: string, codeVerifier: string): Promise<RefreshedTokens> {
  return call(async () =>
    readTokens(await client(env).validateAuthorizationCode(endpoints(env).token, code, codeVerifier)),
  );
}

/** The token refresher of linked accounts (providers/token-refreshers.ts). X rotates the refresh token. */
export function refreshTwitterTokens(env: Env, refreshToken: string): Promise<RefreshedTokens> {
  return call(async () => readTokens(await client(env).refreshAccessToken(endpoints(env).token, refreshToken, [])));
}

export function revokeTwitterToken(env: Env, token: string): Promise<void> {
  return call(() => client(env).revokeToken(endpoints(env).revoke, token));
}

/** Hands tokens back to X when we stop using them; a failure must not block unlinking. */
export async function revokeTwitterTokensQuietly(env: Env, tokens: (string | null | undefined)[]): Promise<void> {
  for (const token of tokens) if (token) await revokeTwitterToken(env, token).catch(() => undefined);
}
