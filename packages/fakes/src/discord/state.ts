import { createFailureSwitch, type FailureSwitch } from "../control";
import { createOAuthStore, type OAuthStore } from "../shared/oauth2-server";

// What the Discord fake remembers: users, guild memberships (with role ids) and OAuth grants.

export type DiscordUser = { id: string; username: string; global_name: string | null; avatar: string | null; discriminator: "0" };
export type GuildMember = { roles: string[]; nick: string | null; joined_at: string };

export type DiscordState = {
  users: Map<string, DiscordUser>;
  /** guild id → user id → membership */
  guilds: Map<string, Map<string, GuildMember>>;
  oauth: OAuthStore;
  sw: FailureSwitch;
  reset(): void;
};

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
    // Discord access tokens live a week.
    oauth: createOAuthStore({ accessTtlSeconds: 604_800, prefix: "dsc_", rotateRefresh: true }),
    sw: createFailureSwitch(),
    reset() {
      state.users.clear();
      state.guilds.clear();
      state.oauth.reset();
      Object.assign(state.sw, createFailureSwitch());
      // Two accounts so the sandbox sign-in page is usable in development without set-up.
      addUser(state, { username: "sandbox_sam", global_name: "Sandbox Sam" });
      addUser(state, { username: "sandbox_alex", global_name: "Sandbox Alex" });
    },
  };
  state.reset();
  return state;
}

export function addUser(state: DiscordState, input: { id?: string; username: string; global_name?: string | null }): DiscordUser {
  const user: DiscordUser = { id: input.id ?? snowflake(), username: input.username, global_name: input.global_name ?? null, avatar: null, discriminator: "0" };
  state.users.set(user.id, user);
  return user;
}
