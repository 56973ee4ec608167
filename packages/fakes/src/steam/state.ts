import { randomBytes } from "node:crypto";
import { createFailureSwitch, type FailureSwitch } from "../control";

// What the Steam fake remembers: accounts (SteamID64) with owned games, playtime and wishlist,
// and the OpenID assertions it issued (each response nonce verifiable once).

/** The Web API key the fake accepts (the server's sandbox key). */
export const SANDBOX_STEAM_KEY = "sandbox-steam-key";

export type OwnedGame = { playtime_forever: number; is_free: boolean; rtime_last_played: number };
export type WishlistItem = { priority: number; date_added: number };

export type SteamAccount = {
  steamid: string;
  personaname: string;
  /** "Game details" private: GetOwnedGames and GetWishlist answer { response: {} }. */
  isPrivate: boolean;
  games: Map<number, OwnedGame>;
  wishlist: Map<number, WishlistItem>;
};

export type SteamState = {
  accounts: Map<string, SteamAccount>;
  /** response_nonce → whether check_authentication already accepted it. */
  nonces: Map<string, { used: boolean }>;
  /** Key of this OP's private association (HMAC-SHA256 of the signed fields). */
  secret: Buffer;
  sw: FailureSwitch;
  reset(): void;
};

export const SANDBOX_SAM_STEAMID = "76561198000000001";
export const SANDBOX_ALEX_STEAMID = "76561198000000002";

let next = 0;
/** A SteamID64 of an individual account (universe 1, type 1): 7656119xxxxxxxxxx. */
export function newSteamId(): string {
  next += 1;
  return (76561198000000000n + BigInt(Math.floor(Math.random() * 1_000_000)) * 1000n + BigInt(next % 1000)).toString();
}

export function addAccount(
  state: SteamState,
  input: { steamid?: string; personaname: string; isPrivate?: boolean },
): SteamAccount {
  const account: SteamAccount = {
    steamid: input.steamid ?? newSteamId(),
    personaname: input.personaname,
    isPrivate: input.isPrivate ?? false,
    games: new Map(),
    wishlist: new Map(),
  };
  state.accounts.set(account.steamid, account);
  return account;
}

export function createSteamState(): SteamState {
  const state: SteamState = {
    accounts: new Map(),
    nonces: new Map(),
    secret: randomBytes(32),
    sw: createFailureSwitch(),
    reset() {
      state.accounts.clear();
      state.nonces.clear();
      Object.assign(state.sw, createFailureSwitch());
      // A ready-made account for development: owns Counter-Strike 2 (150 minutes), wishes for Dota 2.
      // Fixed ids, so an account linked before a restart is the same account after it.
      const sam = addAccount(state, { steamid: SANDBOX_SAM_STEAMID, personaname: "Sandbox Sam" });
      sam.games.set(730, { playtime_forever: 150, is_free: true, rtime_last_played: Math.floor(Date.now() / 1000) });
      sam.wishlist.set(570, { priority: 1, date_added: Math.floor(Date.now() / 1000) });
      addAccount(state, { steamid: SANDBOX_ALEX_STEAMID, personaname: "Sandbox Alex" });
    },
  };
  state.reset();
  return state;
}
