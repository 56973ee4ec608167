import { CALLBACK_ERRORS } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { providerUrls } from "../../../providers/config";
import { exchangeDiscordCode, fetchDiscordUser } from "../../../providers/discord/discord-client";
import { saveLink } from "../../accounts/index";
import { claimedError } from "../link-state";
import { finishOAuthLink, type OAuthCallback } from "../oauth-link";

// Linking a Discord account, step 2: the web app's /connect/discord/callback page forwards code
// and state; the code is exchanged (with the PKCE verifier), the account read and the link saved.
// An account linked to someone else is refused with oauth_identification_claimed
// (docs/product/errors.md#linked-accounts).

export const DISCORD_CANCELLED = "Discord authorization was cancelled.";

export async function finishDiscordLink(db: Db, env: Env, userId: string, query: OAuthCallback) {
  return finishOAuthLink(db, userId, "discord", query, DISCORD_CANCELLED, async (code, codeVerifier) => {
    const tokens = await exchangeDiscordCode(env, code, codeVerifier);
    const account = await fetchDiscordUser(env, tokens.accessToken);
    await saveLink(
      db,
      env,
      {
        userId,
        provider: "discord",
        providerUserId: account.id,
        username: account.username,
        displayName: account.global_name ?? account.username,
        tokens,
        isSandbox: providerUrls(env).isSandbox,
      },
      claimedError("discord", "oauth_identification_claimed", CALLBACK_ERRORS.discordClaimed),
    );
    return account.username;
  });
}
