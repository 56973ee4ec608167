import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { z } from "zod";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { parseShape, providerFetch } from "../http";
import { ProviderAuthError, ProviderUnavailableError } from "../provider-errors";
import type { RefreshedTokens } from "../oauth-tokens";
import { callTokenEndpoint, type ProviderTokens } from "../oauth-tokens";
import { callWithin, type CallBudget } from "../budgets/provider-limits";
import { DISCORD_MEMBER_LIMIT, readDiscordWindow } from "./discord-limits";

// Discord: OAuth 2 with PKCE (authorize page, /oauth2/token) and the two user-token calls we
// need, GET /users/@me and GET /users/@me/guilds/{guild.id}/member (scope guilds.members.read).

export const DISCORD_SCOPES = ["identify", "guilds", "guilds.members.read"];
export const DISCORD_NOT_CONFIGURED = "Discord is not configured on this server.";

export const discordRedirectUri = (env: Env) => `${env.PUBLIC_URL}/connect/discord/callback`;

function discordOAuth(env: Env) {
  const urls = providerUrls(env).discord;
  if (!urls.clientId || !urls.clientSecret) return null;
  return { urls, client: new OAuth2Client(urls.clientId, urls.clientSecret, discordRedirectUri(env)) };
}

export function isDiscordConfigured(env: Env): boolean {
  return discordOAuth(env) !== null;
}

export function discordAuthorizationUrl(env: Env, state: string, codeVerifier: string): string {
  const oauth = discordOAuth(env);
  if (!oauth) throw new ProviderUnavailableError("discord", "down", null, DISCORD_NOT_CONFIGURED);
  return oauth.client
    .createAuthorizationURLWithPKCE(
      oauth.urls.authorizeUrl,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      DISCORD_SCOPES,
    )
    .toString();
}

export async function exchangeDiscordCode(env: Env, code: string, codeVerifier: string): Promise<ProviderTokens> {
  const oauth = discordOAuth(env);
  if (!oauth) throw new ProviderUnavailableError("discord", "down", null, DISCORD_NOT_CONFIGURED);
  return callTokenEndpoint("discord", () =>
    oauth.client.validateAuthorizationCode(`${oauth.urls.apiUrl}/oauth2/token`, code, codeVerifier),
  );
}

/** The token refresher (providers/token-refreshers.ts). */
export async function refreshDiscordToken(env: Env, refreshToken: string): Promise<RefreshedTokens> {
  const oauth = discordOAuth(env);
  if (!oauth) throw new ProviderAuthError("discord", DISCORD_NOT_CONFIGURED);
  const { idToken: _, ...tokens } = await callTokenEndpoint("discord", () =>
    oauth.client.refreshAccessToken(`${oauth.urls.apiUrl}/oauth2/token`, refreshToken, []),
  );
  return tokens;
}

const userShape = z.object({
  id: z.string().regex(/^\d{5,20}$/),
  username: z.string(),
  global_name: z.string().nullish(),
});
export type DiscordUser = z.infer<typeof userShape>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: "application/json" });

export async function fetchDiscordUser(env: Env, accessToken: string): Promise<DiscordUser> {
  const res = await providerFetch("discord", `${providerUrls(env).discord.apiUrl}/users/@me`, {
    headers: bearer(accessToken),
  });
  if (res.status !== 200)
    throw new ProviderUnavailableError("discord", "malformed", null, `users/@me answered HTTP ${res.status}`);
  return parseShape("discord", userShape, res.body, "user");
}

const memberShape = z.object({ roles: z.array(z.string()), joined_at: z.string().nullish() });
const errorShape = z.object({ code: z.number(), message: z.string() });

/** The user's membership of a guild, or null when Discord says they are not in it. */
export async function fetchDiscordMember(
  env: Env,
  accessToken: string,
  guildId: string,
  budget?: CallBudget,
): Promise<z.infer<typeof memberShape> | null> {
  const url = `${providerUrls(env).discord.apiUrl}/users/@me/guilds/${encodeURIComponent(guildId)}/member`;
  const res = await callWithin(budget, DISCORD_MEMBER_LIMIT, readDiscordWindow, () =>
    providerFetch("discord", url, { headers: bearer(accessToken) }),
  );
  if (res.status === 200) return parseShape("discord", memberShape, res.body, "guild member");
  const error = errorShape.safeParse(res.body);
  // 10004 Unknown Guild: the user is not in that guild (Discord does not tell the two apart).
  if (res.status === 404 && error.success && error.data.code === 10004) return null;
  // 50001 Missing Access: the token lacks guilds.members.read (linked before the scope was asked).
  if (res.status === 403) throw new ProviderAuthError("discord", "missing guilds.members.read");
  throw new ProviderUnavailableError("discord", "malformed", null, `guild member answered HTTP ${res.status}`);
}
