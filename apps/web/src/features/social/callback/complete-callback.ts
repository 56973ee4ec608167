import { CALLBACK_ERRORS, PARTICIPATION_TOASTS } from "@questhq/core";
import { ApiError, apiData, errorMessage } from "@/lib/api";
import { formatAccountName, providerLabel, type SocialProvider } from "../social-api";

// Step 3 of the connection flow (docs/product/accounts.md#connecting-an-account): the provider sent the browser back to
// /connect/{provider}/callback; forward what it sent to the API.

export const CONNECTION_CANCELLED = "Connection cancelled.";
const TELEGRAM_MISSING = "Telegram login details not provided in callback URL.";

export type CallbackResult = { ok: boolean; message: string; redirectUri: string | null };

type LinkAnswer = { username?: string | null; redirect_uri?: string | null; is_organization?: boolean } | null;

class CallbackError extends Error {}

function successMessage(provider: SocialProvider, answer: LinkAnswer): string {
  if (answer?.is_organization) return PARTICIPATION_TOASTS.twitterOrgLinked;
  const who = answer?.username ? ` as ${formatAccountName(answer.username)}` : "";
  return `${providerLabel(provider)} account connected${who}.`;
}

function failureMessage(provider: SocialProvider, error: unknown): string {
  if (error instanceof CallbackError) return error.message;
  if (provider === "twitter") {
    // The server's own words (400 already linked, no code; 502 provider unreachable:
    // docs/product/errors.md#linked-accounts); a network or internal failure is generic.
    return error instanceof ApiError && error.status >= 400 && error.status !== 500
      ? error.message
      : PARTICIPATION_TOASTS.twitterConnectError;
  }
  if (provider === "discord" && error instanceof ApiError && error.code === "oauth_identification_claimed") {
    return error.message || CALLBACK_ERRORS.discordClaimed;
  }
  return errorMessage(error);
}

/** OAuth 2 providers (X, Discord, Google…): ?code&state, or ?error when the user said no. */
function oauth(provider: SocialProvider, params: URLSearchParams): Promise<LinkAnswer> {
  const error = params.get("error");
  const state = params.get("state");
  if (error && state) {
    // Spend the single-use state on the server (it answers "Code not provided"); the user only sees why.
    apiData(`/api/v1/${provider}/authenticate/?${new URLSearchParams({ state, error }).toString()}`, {
      method: "POST",
    }).catch(() => undefined);
  }
  if (error === "access_denied") throw new CallbackError(CONNECTION_CANCELLED);
  if (error)
    throw new CallbackError(
      params.get("error_description") || `${providerLabel(provider)} refused the connection (${error}).`,
    );
  const code = params.get("code");
  if (!code) throw new CallbackError(CALLBACK_ERRORS.twitterNoCode);
  const query = new URLSearchParams({ code });
  if (state) query.set("state", state);
  return apiData<LinkAnswer>(`/api/v1/${provider}/authenticate/?${query.toString()}`, { method: "POST" });
}

/** Steam OpenID 2.0: every openid.* parameter (and our state) goes to the server, which checks it with Steam. */
function steam(params: URLSearchParams): Promise<LinkAnswer> {
  if (params.get("openid.mode") === "cancel") throw new CallbackError(CONNECTION_CANCELLED);
  if (!params.get("openid.claimed_id")) throw new CallbackError(CALLBACK_ERRORS.steamNoClaimedId);
  const query = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith("openid.") || key === "state") query.append(key, value);
  return apiData<LinkAnswer>(`/api/v1/steam/callback?${query.toString()}`);
}

/** Telegram Login: every field Telegram sent is signed, so all of them go to the server as sent (with our state). */
function telegram(params: URLSearchParams): Promise<LinkAnswer> {
  // Telegram sends the user back without any field when they decline.
  if (!params.get("id") && !params.get("hash")) throw new CallbackError(CONNECTION_CANCELLED);
  if (!params.get("id") || !params.get("hash") || !params.get("auth_date")) throw new CallbackError(TELEGRAM_MISSING);
  const body: Record<string, string> = {};
  for (const [key, value] of params) body[key] = value;
  return apiData<LinkAnswer>("/api/v1/telegram/callback", { method: "POST", body });
}

export async function completeCallback(provider: SocialProvider, params: URLSearchParams): Promise<CallbackResult> {
  try {
    const answer =
      provider === "steam"
        ? await steam(params)
        : provider === "telegram"
          ? await telegram(params)
          : await oauth(provider, params);
    return { ok: true, message: successMessage(provider, answer), redirectUri: answer?.redirect_uri ?? null };
  } catch (error) {
    return { ok: false, message: failureMessage(provider, error), redirectUri: null };
  }
}

// React StrictMode runs effects twice in development; an OAuth code is single-use, so one call per address.
const inFlight = new Map<string, Promise<CallbackResult>>();

export function completeCallbackOnce(provider: SocialProvider, params: URLSearchParams): Promise<CallbackResult> {
  const key = `${provider}?${params.toString()}`;
  let promise = inFlight.get(key);
  if (!promise) {
    promise = completeCallback(provider, params);
    inFlight.set(key, promise);
  }
  return promise;
}
