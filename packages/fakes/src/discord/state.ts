import { createFailureSwitch, type FailureSwitch } from "../control";
import { createOAuthStore, type OAuthStore } from "../shared/oauth2-server";
import { createRateLimits, type RateLimits } from "./rate-limits";

// What the Discord fake remembers: users, guild memberships (with role ids), OAuth grants and rate-limit windows.

export type DiscordUser = {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  discriminator: "0";
};
export type GuildMember = { roles: string[]; nick: string | null; joined_at: string };
/** A server missions point at: its name and the roles they name (role id → name). */
export type GuildInfo = { id: string; name: string; roles: Map<string, string> };

export type DiscordState = {
  users: Map<string, DiscordUser>;
  /** guild id → user id → membership */
  guilds: Map<string, Map<string, GuildMember>>;
  guildInfo: Map<string, GuildInfo>;
  oauth: OAuthStore;
  rateLimits: RateLimits;
  sw: FailureSwitch;
  reset(): void;
};

export const SANDBOX_SAM_ID = "1100000000000000001";
export const SANDBOX_ALEX_ID = "1100000000000000002";

const DISCORD_EPOCH = 1_420_070_400_000n;
let increment = 0n;

/** A snowflake like Discord's: milliseconds since 2015 shifted left 22 bits, plus a counter. */
export function snowflake(): string {
  increment = (increment + 1n) % 4096n;
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | increment).toString();
}

export function createDiscordState(): DiscordState {
  const state: DiscordState = {
    users: new Map(),
    guilds: new Map(),
    guildInfo: new Map(),
    // Discord access tokens live a week.
    oauth: createOAuthStore({ accessTtlSeconds: 604_800, prefix: "dsc_", rotateRefresh: true }),
    rateLimits: createRateLimits(),
    sw: createFailureSwitch(),
    reset() {
      state.users.clear();
      state.guilds.clear();
      state.guildInfo.clear();
      state.oauth.reset();
      state.rateLimits.reset();
      Object.assign(state.sw, createFailureSwitch());
      // Two accounts so the sandbox sign-in page is usable in development without set-up.
      // Fixed ids, so an account linked before a restart is the same account after it.
      addUser(state, { id: SANDBOX_SAM_ID, username: "sandbox_sam", global_name: "Sandbox Sam" });
      addUser(state, { id: SANDBOX_ALEX_ID, username: "sandbox_alex", global_name: "Sandbox Alex" });
    },
  };
  state.reset();
  return state;
}

export function addUser(
  state: DiscordState,
  input: { id?: string; username: string; global_name?: string | null },
): DiscordUser {
  const user: DiscordUser = {
    id: input.id ?? snowflake(),
    username: input.username,
    global_name: input.global_name ?? null,
    avatar: null,
    discriminator: "0",
  };
  state.users.set(user.id, user);
  return user;
}

/** Records a server (and roles) by id, keeping what is already known. */
export function ensureGuild(
  state: DiscordState,
  input: { id: string; name?: string; roles?: { id: string; name?: string }[] },
): GuildInfo {
  const guild = state.guildInfo.get(input.id) ?? {
    id: input.id,
    name: input.name ?? "Sandbox server",
    roles: new Map<string, string>(),
  };
  if (input.name) guild.name = input.name;
  for (const role of input.roles ?? []) guild.roles.set(role.id, role.name ?? guild.roles.get(role.id) ?? "role");
  state.guildInfo.set(guild.id, guild);
  return guild;
}

export const guildView = (g: GuildInfo) => ({
  id: g.id,
  name: g.name,
  roles: [...g.roles].map(([id, name]) => ({ id, name })),
});
