import type { FastifyInstance } from "fastify";
import { addUser, type DiscordState } from "./state";

// Control API of the Discord fake (tests and the sandbox): accounts, guild memberships with
// roles, token expiry. Not part of Discord's API.

export function registerDiscordControl(app: FastifyInstance, state: DiscordState): void {
  app.post("/__control/reset", async () => {
    state.reset();
    return { ok: true };
  });

  app.get("/__control/users", async () => ({ users: [...state.users.values()] }));

  app.post<{ Body: { id?: string; username?: string; global_name?: string | null } }>("/__control/users", async (req, reply) => {
    const username = req.body?.username;
    if (!username) return reply.status(400).send({ error: "username is required" });
    return reply.status(201).send(addUser(state, { id: req.body.id, username, global_name: req.body.global_name }));
  });

  app.put<{ Params: { guildId: string; userId: string }; Body: { roles?: string[]; nick?: string | null } | undefined }>(
    "/__control/guilds/:guildId/members/:userId",
    async (req, reply) => {
      if (!state.users.has(req.params.userId)) return reply.status(404).send({ error: "unknown user" });
      const guild = state.guilds.get(req.params.guildId) ?? new Map();
      state.guilds.set(req.params.guildId, guild);
      const previous = guild.get(req.params.userId);
      const member = {
        roles: req.body?.roles ?? previous?.roles ?? [],
        nick: req.body?.nick ?? previous?.nick ?? null,
        joined_at: previous?.joined_at ?? new Date().toISOString(),
      };
      guild.set(req.params.userId, member);
      return member;
    },
  );

  app.delete<{ Params: { guildId: string; userId: string } }>("/__control/guilds/:guildId/members/:userId", async (req) => {
    return { removed: state.guilds.get(req.params.guildId)?.delete(req.params.userId) ?? false };
  });

  /** Access tokens expire now (Discord answers 401); refresh tokens keep working. */
  app.post<{ Body: { user_id?: string } | undefined }>("/__control/tokens/expire", async (req) => ({ expired: state.oauth.expireAccess(req.body?.user_id) }));

  /** The user revoked the app: access and refresh tokens stop working. */
  app.post<{ Body: { user_id?: string } | undefined }>("/__control/tokens/revoke", async (req) => {
    state.oauth.revokeAll(req.body?.user_id);
    return { ok: true };
  });
}
