import { AppError, CALLBACK_ERRORS } from "@questhq/core";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { providerFetch } from "../http";

// Steam sign-in is OpenID 2.0 (Steam offers no OAuth to third parties). The assertion comes
// back through the user's browser, so nothing in it is trusted until Steam itself confirms it
// with a direct check_authentication call (stateless mode). The node `openid` package would
// first re-discover the claimed id at steamcommunity.com, which breaks a configurable endpoint;
// the few checks below are the whole of OpenID 2.0 section 11 for an OP-issued identifier.

const NS = "http://specs.openid.net/auth/2.0";
const IDENTIFIER_SELECT = "http://specs.openid.net/auth/2.0/identifier_select";
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
const MUST_BE_SIGNED = ["op_endpoint", "claimed_id", "identity", "return_to", "response_nonce", "assoc_handle"];

export const STEAM_CANCELLED = "Steam sign-in was cancelled.";
export const STEAM_NOT_CONFIRMED = "Steam could not confirm this sign-in. Please try again.";

export function steamAuthUrl(env: Env, returnTo: string): string {
  const url = new URL(providerUrls(env).steam.openIdUrl);
  url.searchParams.set("openid.ns", NS);
  url.searchParams.set("openid.mode", "checkid_setup");
  url.searchParams.set("openid.return_to", returnTo);
  url.searchParams.set("openid.realm", `${new URL(env.PUBLIC_URL).origin}/`);
  url.searchParams.set("openid.identity", IDENTIFIER_SELECT);
  url.searchParams.set("openid.claimed_id", IDENTIFIER_SELECT);
  return url.toString();
}

/**
 * Checks a positive assertion and returns the SteamID64 it proves. `expectedReturnTo` is the
 * exact return_to we sent (it carries our state, which binds the answer to this user's attempt).
 */
export async function verifySteamAssertion(
  env: Env,
  params: Record<string, string>,
  expectedReturnTo: string,
): Promise<string> {
  if (params["openid.mode"] === "cancel") throw new AppError("bad_request", STEAM_CANCELLED);
  const claimedId = params["openid.claimed_id"];
  if (!claimedId) throw new AppError("bad_request", CALLBACK_ERRORS.steamNoClaimedId);
  const steamId = CLAIMED_ID.exec(claimedId)?.[1];
  const signed = (params["openid.signed"] ?? "").split(",");
  const openIdUrl = providerUrls(env).steam.openIdUrl;
  const isWellFormed =
    params["openid.ns"] === NS &&
    params["openid.mode"] === "id_res" &&
    steamId !== undefined &&
    params["openid.identity"] === claimedId &&
    params["openid.op_endpoint"] === openIdUrl &&
    params["openid.return_to"] === expectedReturnTo &&
    typeof params["openid.sig"] === "string" &&
    MUST_BE_SIGNED.every((f) => signed.includes(f));
  if (!isWellFormed) throw new AppError("bad_request", STEAM_NOT_CONFIRMED);

  // Only the openid.* fields go back, with the mode switched (OpenID 2.0 section 11.4.2.1).
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (k.startsWith("openid.")) body.set(k, v);
  body.set("openid.mode", "check_authentication");
  const res = await providerFetch<string>("steam", openIdUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/plain" },
    body: body.toString(),
    expect: "text",
  });
  const answer = Object.fromEntries(
    String(res.body)
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const),
  );
  if (res.status !== 200 || answer.ns !== NS || answer.is_valid !== "true")
    throw new AppError("bad_request", STEAM_NOT_CONFIRMED);
  return steamId;
}
