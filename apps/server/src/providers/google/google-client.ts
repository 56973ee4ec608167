import { CodeChallengeMethod, decodeIdToken, OAuth2Client } from "arctic";
import { z } from "zod";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { parseShape } from "../http";
import { ProviderAuthError, ProviderUnavailableError } from "../provider-errors";
import type { RefreshedTokens } from "../oauth-tokens";
import { callTokenEndpoint, type ProviderTokens } from "../oauth-tokens";

// Google sign-in for YouTube: OAuth 2 with PKCE, offline access (a refresh token), scopes
// openid + profile (who the account is, from the id_token) and youtube.readonly (subscriptions).

export const GOOGLE_SCOPES = ["openid", "profile", "https://www.googleapis.com/auth/youtube.readonly"];
export const GOOGLE_NOT_CONFIGURED = "Google is not configured on this server.";

export const googleRedirectUri = (env: Env) => `${env.PUBLIC_URL}/connect/google/callback`;

function googleOAuth(env: Env) {
  const urls = providerUrls(env).google;
  if (!urls.clientId || !urls.clientSecret) return null;
  return { urls, client: new OAuth2Client(urls.clientId, urls.clientSecret, googleRedirectUri(env)) };
}

export function googleAuthorizationUrl(env: Env, state: string, codeVerifier: string): string {
  const oauth = googleOAuth(env);
  if (!oauth) throw new ProviderUnavailableError("google", "down", null, GOOGLE_NOT_CONFIGURED);
  const url = oauth.client.createAuthorizationURLWithPKCE(
    oauth.urls.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    GOOGLE_SCOPES,
  );
  // Without offline access Google issues no refresh token; consent makes it issue one again on relink.
  url.searchParams.set("access_type", "offline");
  url.searchParams.set("prompt", "consent");
  return url.toString();
}

const idTokenClaims = z.object({
  sub: z.string().min(1),
  name: z.string().optional(),
  given_name: z.string().optional(),
});

export type GoogleLinkTokens = ProviderTokens & { sub: string; name: string | null };

/**
 * The code exchange. The account comes from the id_token's claims: it is read straight from
 * Google's token endpoint over TLS, which OpenID Connect Core (section 3.1.3.7) accepts in place of
 * checking its signature.
 */
export async function exchangeGoogleCode(env: Env, code: string, codeVerifier: string): Promise<GoogleLinkTokens> {
  const oauth = googleOAuth(env);
  if (!oauth) throw new ProviderUnavailableError("google", "down", null, GOOGLE_NOT_CONFIGURED);
  const tokens = await callTokenEndpoint("google", () =>
    oauth.client.validateAuthorizationCode(oauth.urls.tokenUrl, code, codeVerifier),
  );
  if (!tokens.idToken) throw new ProviderUnavailableError("google", "malformed", null, "no id_token");
  let claims: unknown;
  try {
    claims = decodeIdToken(tokens.idToken);
  } catch {
    throw new ProviderUnavailableError("google", "malformed", null, "unreadable id_token");
  }
  const { sub, name, given_name } = parseShape("google", idTokenClaims, claims, "id_token");
  return { ...tokens, sub, name: name ?? given_name ?? null };
}

/** The token refresher (providers/token-refreshers.ts). Google keeps the refresh token. */
export async function refreshGoogleToken(env: Env, refreshToken: string): Promise<RefreshedTokens> {
  const oauth = googleOAuth(env);
  if (!oauth) throw new ProviderAuthError("google", GOOGLE_NOT_CONFIGURED);
  const { idToken: _, ...tokens } = await callTokenEndpoint("google", () =>
    oauth.client.refreshAccessToken(oauth.urls.tokenUrl, refreshToken, []),
  );
  return tokens;
}
