import type { FastifyInstance } from "fastify";
import { addChat, addUser, ensurePublicChat, findChat, type MemberStatus, type TelegramState } from "./state";

// Control API of the Telegram fake: users, chats, member statuses.

const STATUSES: MemberStatus[] = ["creator", "administrator", "member", "restricted", "left", "kicked"];

export function registerTelegramControl(app: FastifyInstance, state: TelegramState): void {
  app.post("/__control/reset", async () => {
    state.reset();
    return { ok: true };
  });

  app.get("/__control/users", async () => ({ users: [...state.users.values()] }));

  app.post<{ Body: { id?: number; first_name?: string; last_name?: string; username?: string; photo_url?: string } }>(
    "/__control/users",
    async (req, reply) => {
      const b = req.body ?? {};
      if (!b.first_name) return reply.status(400).send({ error: "first_name is required" });
      const user = addUser(state, {
        id: b.id,
        first_name: b.first_name,
        ...(b.last_name ? { last_name: b.last_name } : {}),
        ...(b.username ? { username: b.username } : {}),
        ...(b.photo_url ? { photo_url: b.photo_url } : {}),
      });
      return reply.status(201).send(user);
    },
  );

  app.post<{ Body: { id?: number; title?: string; username?: string; bot_is_member?: boolean } }>(
    "/__control/chats",
    async (req, reply) => {
      const b = req.body ?? {};
      if (!b.title) return reply.status(400).send({ error: "title is required" });
      const chat = addChat(state, { id: b.id, title: b.title, username: b.username, isBotMember: b.bot_is_member });
      return reply
        .status(201)
        .send({ id: chat.id, title: chat.title, username: chat.username, bot_is_member: chat.isBotMember });
    },
  );

  /** A public chat by @username with our bot in it (idempotent). */
  app.put<{ Params: { chat: string }; Body: { title?: string } | undefined }>(
    "/__control/chats/:chat",
    async (req, reply) => {
      if (!/^@[A-Za-z][A-Za-z0-9_]{3,31}$/.test(req.params.chat))
        return reply.status(400).send({ error: "a public chat is named @username" });
      const chat = ensurePublicChat(state, req.params.chat, req.body?.title);
      return { id: chat.id, title: chat.title, username: chat.username, bot_is_member: chat.isBotMember };
    },
  );

  /** A user by id, made when missing (kept as is when present). */
  app.put<{ Params: { userId: string }; Body: { first_name?: string; username?: string } | undefined }>(
    "/__control/users/:userId",
    async (req, reply) => {
      const id = Number(req.params.userId);
      if (!Number.isSafeInteger(id) || id <= 0)
        return reply.status(400).send({ error: "user id must be a positive integer" });
      const existing = state.users.get(id);
      if (existing) return existing;
      return addUser(state, {
        id,
        first_name: req.body?.first_name ?? "Sandbox",
        ...(req.body?.username ? { username: req.body.username } : {}),
      });
    },
  );

  /** :chat is a numeric id or @username. */
  app.put<{
    Params: { chat: string; userId: string };
    Body: { status?: MemberStatus; is_member?: boolean } | undefined;
  }>("/__control/chats/:chat/members/:userId", async (req, reply) => {
    const chat = findChat(state, req.params.chat);
    if (!chat) return reply.status(404).send({ error: "unknown chat" });
    const status = req.body?.status ?? "member";
    if (!STATUSES.includes(status))
      return reply.status(400).send({ error: `status must be one of ${STATUSES.join(", ")}` });
    const member = { status, ...(typeof req.body?.is_member === "boolean" ? { is_member: req.body.is_member } : {}) };
    chat.members.set(Number(req.params.userId), member);
    return member;
  });

  app.delete<{ Params: { chat: string; userId: string } }>("/__control/chats/:chat/members/:userId", async (req) => ({
    removed: findChat(state, req.params.chat)?.members.delete(Number(req.params.userId)) ?? false,
  }));
}
