import { randomBytes } from "node:crypto";
import { createFailureSwitch, type FailureSwitch } from "../control";
import { createOAuthStore, type OAuthStore } from "../shared/oauth2-server";

// What the Google/YouTube fake remembers: Google accounts (each with its own YouTube channel),
// other channels with @handles, who subscribes to what, and OAuth grants.

export type GoogleAccount = { sub: string; name: string; given_name: string; picture: string; channelId: string };
export type Channel = { id: string; handle: string; title: string; legacyUsername: string | null };

export type GoogleState = {
  accounts: Map<string, GoogleAccount>;
  channels: Map<string, Channel>;
  /** account sub → channel id → subscribed at (ISO) */
  subscriptions: Map<string, Map<string, string>>;
  /** The project's daily YouTube quota is used up: every Data API call answers 403 quotaExceeded. */
  isQuotaExceeded: boolean;
  /** Signs the id_token (nobody verifies it: it arrives straight from the token endpoint). */
  idTokenKey: Buffer;
  oauth: OAuthStore;
  sw: FailureSwitch;
  reset(): void;
};

export const SANDBOX_SAM_SUB = "100000000000000000001";
export const SANDBOX_ALEX_SUB = "100000000000000000002";

export const newChannelId = () => `UC${randomBytes(16).toString("base64url").slice(0, 22)}`;
const newSub = () => String(100_000_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));

export function addChannel(
  state: GoogleState,
  input: { id?: string; handle: string; title?: string; legacyUsername?: string | null },
): Channel {
  const handle = input.handle.startsWith("@") ? input.handle : `@${input.handle}`;
  const channel: Channel = {
    id: input.id ?? newChannelId(),
    handle,
    title: input.title ?? handle.slice(1),
    legacyUsername: input.legacyUsername ?? null,
  };
  state.channels.set(channel.id, channel);
  return channel;
}

export function addAccount(
  state: GoogleState,
  input: { sub?: string; name: string; channelId?: string },
): GoogleAccount {
  const handle = `@${input.name.toLowerCase().replace(/[^a-z0-9]+/g, "")}${state.channels.size}`;
  const channel = addChannel(state, { id: input.channelId, handle, title: input.name });
  const account: GoogleAccount = {
    sub: input.sub ?? newSub(),
    name: input.name,
    given_name: input.name.split(" ")[0] ?? input.name,
    picture: "https://lh3.googleusercontent.com/a/default-user",
    channelId: channel.id,
  };
  state.accounts.set(account.sub, account);
  return account;
}

export function createGoogleState(): GoogleState {
  const state: GoogleState = {
    accounts: new Map(),
    channels: new Map(),
    subscriptions: new Map(),
    isQuotaExceeded: false,
    idTokenKey: randomBytes(32),
    // Google access tokens live an hour; the refresh token stays the same.
    oauth: createOAuthStore({ accessTtlSeconds: 3599, prefix: "ya29.", rotateRefresh: false }),
    sw: createFailureSwitch(),
    reset() {
      state.accounts.clear();
      state.channels.clear();
      state.subscriptions.clear();
      state.isQuotaExceeded = false;
      state.oauth.reset();
      Object.assign(state.sw, createFailureSwitch());
      // Ready for development: a channel to subscribe to and a viewer already subscribed to it.
      const questhq = addChannel(state, { handle: "@questhq", title: "QuestHQ" });
      // Fixed ids, so an account linked before a restart is the same account after it.
      const sam = addAccount(state, {
        sub: SANDBOX_SAM_SUB,
        name: "Sandbox Sam",
        channelId: "UCsandboxSam000000000001",
      });
      state.subscriptions.set(sam.sub, new Map([[questhq.id, new Date().toISOString()]]));
      addAccount(state, { sub: SANDBOX_ALEX_SUB, name: "Sandbox Alex", channelId: "UCsandboxAlex00000000002" });
    },
  };
  state.reset();
  return state;
}

/**
 * The channel a mission's link names, made when missing: `@handle`, a channel id (UC…), or a
 * legacy /user/ name (`user:name`).
 */
export function ensureChannel(state: GoogleState, ref: string, title?: string): Channel {
  const all = [...state.channels.values()];
  if (ref.startsWith("user:")) {
    const name = ref.slice(5);
    return (
      all.find((c) => c.legacyUsername?.toLowerCase() === name.toLowerCase()) ??
      addChannel(state, { handle: `@${name}`, title, legacyUsername: name })
    );
  }
  if (ref.startsWith("@"))
    return all.find((c) => c.handle.toLowerCase() === ref.toLowerCase()) ?? addChannel(state, { handle: ref, title });
  return state.channels.get(ref) ?? addChannel(state, { id: ref, handle: `@${ref.slice(2, 14).toLowerCase()}`, title });
}
