import { generateCodeVerifier } from "arctic";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { discordAuthorizationUrl } from "../../../providers/discord/discord-client";
import { duringLink, sameSiteRedirect, startLinkState } from "../link-state";

// Linking a Discord account, step 1: OAuth 2 with PKCE. The state (bound to the user) keeps the
// verifier and where the web app goes afterwards.

export async function startDiscordLink(db: Db, env: Env, userId: string, redirectUri: string | undefined) {
  const redirect = sameSiteRedirect(env, redirectUri);
  const codeVerifier = generateCodeVerifier();
  const state = await startLinkState(db, { userId, provider: "discord", redirectUri: redirect, codeVerifier });
  return {
    authorization_url: await duringLink("discord", async () => discordAuthorizationUrl(env, state, codeVerifier)),
  };
}
