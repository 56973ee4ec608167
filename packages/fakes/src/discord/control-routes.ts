import type { FastifyInstance } from "fastify";
import { registerTokenRestore } from "../shared/oauth2-server";
import { addUser, ensureGuild, guildView, type DiscordState } from "./state";

// Control API of the Discord fake (tests and the sandbox): accounts, guild memberships with
// roles, token expiry. Not part of Discord's API.

export function registerDiscordControl(app: FastifyInstance, state: DiscordState): void {
  registerTokenRestore(app, state.oauth, (id) => state.users.has(id));

  app.post("/__control/reset", async () => {
    state.reset();
    return { ok: true };
  });

  app.get("/__control/users", async () => ({ users: [...state.users.values()] }));

  app.post<{ Body: { id?: string; username?: string; global_name?: string | null } }>(
    "/__control/users",
    async (req, reply) => {
      const username = req.body?.username;
      if (!username) return reply.status(400).send({ error: "username is required" });
      return reply.status(201).send(addUser(state, { id: req.body.id, username, global_name: req.body.global_name }));
    },
  );

  app.get("/__control/guilds", async () => ({ guilds: [...state.guildInfo.values()].map(guildView) }));

  /** A server with its name and roles (idempotent; known roles are kept). */
  app.put<{
    Params: { guildId: string };
    Body: { name?: string; roles?: { id?: string; name?: string }[] } | undefined;
  }>("/__control/guilds/:guildId", async (req, reply) => {
    const roles = req.body?.roles ?? [];
    const isSnowflake = (v: unknown): v is string => typeof v === "string" && /^\d{17,20}$/.test(v);
    if (!isSnowflake(req.params.guildId) || !roles.every((r) => isSnowflake(r.id)))
      return reply.status(400).send({ error: "server and role ids are 17 to 20 digits" });
    return guildView(
      ensureGuild(state, {
        id: req.params.guildId,
        name: req.body?.name,
        roles: roles as { id: string; name?: string }[],
      }),
    );
  });

  /** A user by id, made when missing (kept as is when present). */
  app.put<{ Params: { userId: string }; Body: { username?: string; global_name?: string | null } | undefined }>(
    "/__control/users/:userId",
    async (req, reply) => {
      const existing = state.users.get(req.params.userId);
      if (existing) return existing;
      if (!req.body?.username) return reply.status(400).send({ error: "username is required" });
      return addUser(state, { id: req.params.userId, username: req.body.username, global_name: req.body.global_name });
    },
  );

  /** Membership: `roles` replaces the member's roles, `add_roles` adds to them. */
  app.put<{
    Params: { guildId: string; userId: string };
    Body: { roles?: string[]; add_roles?: string[]; nick?: string | null } | undefined;
  }>("/__control/guilds/:guildId/members/:userId", async (req, reply) => {
    if (!state.users.has(req.params.userId)) return reply.status(404).send({ error: "unknown user" });
    const guild = state.guilds.get(req.params.guildId) ?? new Map();
    state.guilds.set(req.params.guildId, guild);
    const previous = guild.get(req.params.userId);
    const roles = req.body?.roles ?? previous?.roles ?? [];
    const member = {
      roles: [...new Set([...roles, ...(req.body?.add_roles ?? [])])],
      nick: req.body?.nick ?? previous?.nick ?? null,
      joined_at: previous?.joined_at ?? new Date().toISOString(),
    };
    guild.set(req.params.userId, member);
    return member;
  });

  app.delete<{ Params: { guildId: string; userId: string } }>(
    "/__control/guilds/:guildId/members/:userId",
    async (req) => {
      return { removed: state.guilds.get(req.params.guildId)?.delete(req.params.userId) ?? false };
    },
  );

  /** Access tokens expire now (Discord answers 401); refresh tokens keep working. */
  app.post<{ Body: { user_id?: string } | undefined }>("/__control/tokens/expire", async (req) => ({
    expired: state.oauth.expireAccess(req.body?.user_id),
  }));

  /** The user revoked the app: access and refresh tokens stop working. */
  app.post<{ Body: { user_id?: string } | undefined }>("/__control/tokens/revoke", async (req) => {
    state.oauth.revokeAll(req.body?.user_id);
    return { ok: true };
  });
}
