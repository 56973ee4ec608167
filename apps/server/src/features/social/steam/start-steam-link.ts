import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { steamAuthUrl } from "../../../providers/steam/steam-openid";
import { connectCallbackUrl, sameSiteRedirect, startLinkState } from "../link-state";

// Linking a Steam account, step 1: Steam's OpenID 2.0 sign-in. Our state rides in return_to,
// so the assertion that comes back belongs to this user's attempt.

export const steamReturnTo = (env: Env, state: string) =>
  `${connectCallbackUrl(env, "steam")}?state=${encodeURIComponent(state)}`;

export async function startSteamLink(db: Db, env: Env, userId: string, redirectUri: string | undefined) {
  const redirect = sameSiteRedirect(env, redirectUri);
  const state = await startLinkState(db, { userId, provider: "steam", redirectUri: redirect });
  return { auth_url: steamAuthUrl(env, steamReturnTo(env, state)) };
}
