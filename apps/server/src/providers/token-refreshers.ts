import type { Env } from "../env";
import type { SocialProvider } from "../db/schema/index";
import { refreshTwitterTokens } from "./twitter/oauth-client";
import { refreshDiscordToken } from "./discord/discord-client";
import { refreshGoogleToken } from "./google/google-client";
import type { RefreshedTokens } from "./oauth-tokens";

// Per-provider refresh of an expired access token (OAuth 2 refresh_token grant). Each provider
// adapter registers one line here; providers without expiring tokens (Steam, Telegram) have none.

export type TokenRefresher = (env: Env, refreshToken: string) => Promise<RefreshedTokens>;

export const tokenRefreshers: Partial<Record<SocialProvider, TokenRefresher>> = {};
tokenRefreshers.twitter = refreshTwitterTokens;
tokenRefreshers.discord = refreshDiscordToken;
tokenRefreshers.google = refreshGoogleToken;
