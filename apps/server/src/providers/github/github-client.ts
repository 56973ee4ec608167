import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { z } from "zod";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { parseShape, providerFetch } from "../http";
import { ProviderAuthError, ProviderUnavailableError } from "../provider-errors";
import { callTokenEndpoint, type ProviderTokens } from "../oauth-tokens";
import { callWithin, type CallBudget } from "../budgets/provider-limits";
import { GITHUB_REST_LIMIT, readGitHubWindow } from "./github-limits";

// GitHub: an OAuth app's web flow with PKCE (github.com/login/oauth/authorize and /access_token) and the REST calls
// we need with the user's token: GET /user, GET /user/starred/{owner}/{repo} and GET /user/following/{username}.
// arctic's own GitHub class has github.com written in, so the generic client takes our configurable base URL.
// GitHub's OAuth app tokens do not expire and come without a refresh token: there is no refresher.

/** Checking stars and follows of public repositories and accounts needs no scope; read:user names the account. */
export const GITHUB_SCOPES = ["read:user"];
export const GITHUB_NOT_CONFIGURED = "GitHub is not configured on this server.";

export const githubRedirectUri = (env: Env) => `${env.PUBLIC_URL}/connect/github/callback`;

function githubOAuth(env: Env) {
  const urls = providerUrls(env).github;
  if (!urls.clientId || !urls.clientSecret) return null;
  return { urls, client: new OAuth2Client(urls.clientId, urls.clientSecret, githubRedirectUri(env)) };
}

export function githubAuthorizationUrl(env: Env, state: string, codeVerifier: string): string {
  const oauth = githubOAuth(env);
  if (!oauth) throw new ProviderUnavailableError("github", "down", null, GITHUB_NOT_CONFIGURED);
  const url = oauth.client.createAuthorizationURLWithPKCE(
    `${oauth.urls.webUrl}/login/oauth/authorize`,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    [],
  );
  // GitHub separates scopes with commas (arctic joins them with spaces).
  url.searchParams.set("scope", GITHUB_SCOPES.join(","));
  return url.toString();
}

export async function exchangeGitHubCode(env: Env, code: string, codeVerifier: string): Promise<ProviderTokens> {
  const oauth = githubOAuth(env);
  if (!oauth) throw new ProviderUnavailableError("github", "down", null, GITHUB_NOT_CONFIGURED);
  return callTokenEndpoint("github", async () => {
    const tokens = await oauth.client.validateAuthorizationCode(
      `${oauth.urls.webUrl}/login/oauth/access_token`,
      code,
      codeVerifier,
    );
    // GitHub reports a refused code with HTTP 200 and an `error` field, which arctic passes through as tokens.
    const data = tokens.data as Record<string, unknown>;
    if ("error" in data) throw new ProviderAuthError("github", String(data.error));
    return tokens;
  });
}

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: "application/vnd.github+json",
  "x-github-api-version": "2022-11-28",
});

const userShape = z.object({ id: z.number().int().positive(), login: z.string().min(1), name: z.string().nullish() });
export type GitHubUser = z.infer<typeof userShape>;

/** GitHub answers a spent rate limit with 403 (and x-ratelimit-remaining: 0, or a retry-after): not the user's. */
function rateLimited(res: { status: number; headers: Headers }): boolean {
  return (
    (res.status === 403 || res.status === 429) &&
    (res.headers.get("x-ratelimit-remaining") === "0" || res.headers.has("retry-after"))
  );
}

/** How long a refusal says to wait: retry-after (secondary limits), else until x-ratelimit-reset (primary). */
function refusalWaitMs(headers: Headers): number | null {
  const retryAfter = Number(headers.get("retry-after") ?? Number.NaN);
  if (Number.isFinite(retryAfter)) return retryAfter * 1000;
  const reset = Number(headers.get("x-ratelimit-reset") ?? Number.NaN);
  return Number.isFinite(reset) ? Math.max(0, reset * 1000 - Date.now()) : null;
}

async function githubGet(env: Env, accessToken: string, path: string, what: string, budget?: CallBudget) {
  const res = await callWithin(budget, GITHUB_REST_LIMIT, readGitHubWindow, async () => {
    const answer = await providerFetch("github", `${providerUrls(env).github.apiUrl}${path}`, {
      headers: bearer(accessToken),
    });
    // Thrown inside the budgeted call, so the refusal's wait is observed for every process.
    if (rateLimited(answer))
      throw new ProviderUnavailableError("github", "rate_limited", refusalWaitMs(answer.headers));
    return answer;
  });
  if (res.status !== 200 && res.status !== 204 && res.status !== 404)
    throw new ProviderUnavailableError("github", "malformed", null, `${what} answered HTTP ${res.status}`);
  return res;
}

export async function fetchGitHubUser(env: Env, accessToken: string): Promise<GitHubUser> {
  const res = await githubGet(env, accessToken, "/user", "user");
  if (res.status !== 200)
    throw new ProviderUnavailableError("github", "malformed", null, `user answered ${res.status}`);
  return parseShape("github", userShape, res.body, "user");
}

const segment = encodeURIComponent;

/** Whether the token's user stars owner/name: GitHub answers 204 when they do, 404 when not (or no such repo). */
export async function hasStarred(
  env: Env,
  accessToken: string,
  owner: string,
  name: string,
  budget?: CallBudget,
): Promise<boolean> {
  const path = `/user/starred/${segment(owner)}/${segment(name)}`;
  const res = await githubGet(env, accessToken, path, "starred", budget);
  return res.status === 204;
}

/** Whether the token's user follows username: 204 when they do, 404 when not (or no such account). */
export async function isFollowing(
  env: Env,
  accessToken: string,
  username: string,
  budget?: CallBudget,
): Promise<boolean> {
  const res = await githubGet(env, accessToken, `/user/following/${segment(username)}`, "following", budget);
  return res.status === 204;
}
