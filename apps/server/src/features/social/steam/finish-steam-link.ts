import { AppError, CALLBACK_ERRORS } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { providerUrls } from "../../../providers/config";
import { fetchPersonaName } from "../../../providers/steam/steam-api";
import { STEAM_CANCELLED, STEAM_NOT_CONFIRMED, verifySteamAssertion } from "../../../providers/steam/steam-openid";
import { saveLink } from "../../accounts/index";
import { claimedError, connectCallbackUrl, consumeLinkState, duringLink, labelUnlessUnavailable } from "../link-state";
import { steamReturnTo } from "./start-steam-link";

// Linking a Steam account, step 2: the callback page forwards Steam's openid.* answer. Our
// state comes back inside openid.return_to (signed by Steam), so the answer is bound to this
// user's attempt; the assertion is then confirmed by Steam with check_authentication, and the
// persona name labels the link when the Web API answers.

/** The state we put in return_to, when return_to is our callback page. */
function stateFromReturnTo(env: Env, returnTo: string | undefined): string | undefined {
  if (!returnTo) return undefined;
  try {
    const url = new URL(returnTo);
    return `${url.origin}${url.pathname}` === connectCallbackUrl(env, "steam")
      ? (url.searchParams.get("state") ?? undefined)
      : undefined;
  } catch {
    return undefined;
  }
}

export async function finishSteamLink(db: Db, env: Env, userId: string, params: Record<string, string>) {
  if (params["openid.mode"] === "cancel") throw new AppError("bad_request", STEAM_CANCELLED);
  // The callback without an id is refused before anything else (docs/product/errors.md#linked-accounts).
  if (!params["openid.claimed_id"]) throw new AppError("bad_request", CALLBACK_ERRORS.steamNoClaimedId);
  const state = stateFromReturnTo(env, params["openid.return_to"]) ?? params.state;
  if (!state) throw new AppError("bad_request", STEAM_NOT_CONFIRMED);
  const { redirectUri } = await consumeLinkState(db, { state, userId, provider: "steam" });
  return duringLink("steam", async () => {
    const steamId = await verifySteamAssertion(env, params, steamReturnTo(env, state));
    const personaName = await labelUnlessUnavailable(fetchPersonaName(env, steamId));
    await saveLink(
      db,
      env,
      {
        userId,
        provider: "steam",
        providerUserId: steamId,
        username: personaName,
        displayName: personaName,
        tokens: null,
        isSandbox: providerUrls(env).isSandbox,
      },
      claimedError("steam"),
    );
    return { steam_id: steamId, username: personaName, redirect_uri: redirectUri };
  });
}
