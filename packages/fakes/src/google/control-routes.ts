import type { FastifyInstance } from "fastify";
import { registerTokenRestore } from "../shared/oauth2-server";
import { addAccount, addChannel, ensureChannel, type GoogleState } from "./state";

// Control API of the Google/YouTube fake: accounts, channels, subscriptions, quota, tokens.

export function registerGoogleControl(app: FastifyInstance, state: GoogleState): void {
  registerTokenRestore(app, state.oauth, (id) => state.accounts.has(id));

  app.post("/__control/reset", async () => {
    state.reset();
    return { ok: true };
  });

  app.get("/__control/accounts", async () => ({
    accounts: [...state.accounts.values()],
    channels: [...state.channels.values()],
  }));

  app.post<{ Body: { sub?: string; name?: string } }>("/__control/accounts", async (req, reply) => {
    const name = req.body?.name;
    if (!name) return reply.status(400).send({ error: "name is required" });
    return reply.status(201).send(addAccount(state, { sub: req.body.sub, name }));
  });

  app.post<{ Body: { id?: string; handle?: string; title?: string; legacy_username?: string } }>(
    "/__control/channels",
    async (req, reply) => {
      const handle = req.body?.handle;
      if (!handle) return reply.status(400).send({ error: "handle is required" });
      return reply.status(201).send(
        addChannel(state, {
          id: req.body.id,
          handle,
          title: req.body.title,
          legacyUsername: req.body.legacy_username,
        }),
      );
    },
  );

  /** A channel by @handle, UC… id or user:legacyname (idempotent). */
  app.put<{ Params: { ref: string }; Body: { title?: string } | undefined }>(
    "/__control/channels/:ref",
    async (req, reply) => {
      const ref = req.params.ref;
      if (!/^(@[A-Za-z0-9._-]{3,30}|UC[A-Za-z0-9_-]{22}|user:[A-Za-z0-9._-]{1,100})$/.test(ref))
        return reply.status(400).send({ error: "a channel is @handle, UC… or user:name" });
      return ensureChannel(state, ref, req.body?.title);
    },
  );

  /** An account by sub, made when missing (kept as is when present). */
  app.put<{ Params: { sub: string }; Body: { name?: string } | undefined }>("/__control/accounts/:sub", async (req) => {
    return (
      state.accounts.get(req.params.sub) ??
      addAccount(state, { sub: req.params.sub, name: req.body?.name ?? "Sandbox viewer" })
    );
  });

  app.put<{ Params: { sub: string; channelId: string } }>(
    "/__control/accounts/:sub/subscriptions/:channelId",
    async (req, reply) => {
      if (!state.accounts.has(req.params.sub)) return reply.status(404).send({ error: "unknown account" });
      if (!state.channels.has(req.params.channelId)) return reply.status(404).send({ error: "unknown channel" });
      const mine = state.subscriptions.get(req.params.sub) ?? new Map<string, string>();
      mine.set(req.params.channelId, new Date().toISOString());
      state.subscriptions.set(req.params.sub, mine);
      return { subscribed: true };
    },
  );

  app.delete<{ Params: { sub: string; channelId: string } }>(
    "/__control/accounts/:sub/subscriptions/:channelId",
    async (req) => ({
      subscribed: false,
      removed: state.subscriptions.get(req.params.sub)?.delete(req.params.channelId) ?? false,
    }),
  );

  /** The project's YouTube quota: while exceeded, every Data API call answers 403 quotaExceeded. */
  app.post<{ Body: { exceeded?: boolean } }>("/__control/quota", async (req) => {
    state.isQuotaExceeded = req.body?.exceeded ?? true;
    return { exceeded: state.isQuotaExceeded };
  });

  app.post<{ Body: { sub?: string } | undefined }>("/__control/tokens/expire", async (req) => ({
    expired: state.oauth.expireAccess(req.body?.sub),
  }));

  app.post<{ Body: { sub?: string } | undefined }>("/__control/tokens/revoke", async (req) => {
    state.oauth.revokeAll(req.body?.sub);
    return { ok: true };
  });
}
