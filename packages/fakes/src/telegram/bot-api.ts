import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maybeFail } from "../control";
import { findChat, SANDBOX_BOT, type ChatMember, type TelegramState, type TelegramUser } from "./state";

// Telegram Bot API: /bot<token>/getChatMember (GET query or POST body), answering
// { ok: true, result: ChatMember } or { ok: false, error_code, description, parameters? }.

type Params = Record<string, string | number | undefined>;

const fail = (reply: FastifyReply, error_code: number, description: string, parameters?: { retry_after: number }) =>
  reply.status(error_code).send({ ok: false, error_code, description, ...(parameters ? { parameters } : {}) });

const rateLimited = () => ({
  ok: false,
  error_code: 429,
  description: "Too Many Requests: retry after 3",
  parameters: { retry_after: 3 },
});

function memberResult(user: TelegramUser, m: ChatMember) {
  const u = {
    id: user.id,
    is_bot: false,
    first_name: user.first_name,
    ...(user.last_name ? { last_name: user.last_name } : {}),
    ...(user.username ? { username: user.username } : {}),
  };
  switch (m.status) {
    case "creator":
      return { user: u, status: "creator", is_anonymous: false };
    case "administrator":
      return {
        user: u,
        status: "administrator",
        can_be_edited: false,
        is_anonymous: false,
        can_manage_chat: true,
        can_delete_messages: true,
        can_restrict_members: true,
        can_promote_members: false,
        can_change_info: true,
        can_invite_users: true,
        can_pin_messages: true,
      };
    case "restricted":
      return { user: u, status: "restricted", is_member: m.is_member ?? true, can_send_messages: false, until_date: 0 };
    case "kicked":
      return { user: u, status: "kicked", until_date: 0 };
    default:
      return { user: u, status: m.status };
  }
}

export function registerBotApi(app: FastifyInstance, state: TelegramState): void {
  const handler = async (req: FastifyRequest<{ Params: { bot: string } }>, reply: FastifyReply) => {
    if (req.params.bot !== `bot${SANDBOX_BOT.token}`) return fail(reply, 401, "Unauthorized");
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    const p = { ...(req.query as Params), ...((req.body ?? {}) as Params) };
    const chatId = p.chat_id === undefined ? undefined : String(p.chat_id);
    if (!chatId) return fail(reply, 400, "Bad Request: chat_id is empty");
    const userId = Number(p.user_id);
    if (!Number.isInteger(userId) || userId <= 0) return fail(reply, 400, "Bad Request: invalid user_id specified");
    const chat = findChat(state, chatId);
    // Telegram cannot tell a missing chat from one the bot is not in.
    if (!chat?.isBotMember) return fail(reply, 400, "Bad Request: chat not found");
    const user = state.users.get(userId);
    if (!user) return fail(reply, 400, "Bad Request: user not found");
    return { ok: true, result: memberResult(user, chat.members.get(userId) ?? { status: "left" }) };
  };
  app.get("/:bot/getChatMember", handler);
  app.post("/:bot/getChatMember", handler);
}
