import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maybeFail } from "../control";
import { findChat, SANDBOX_BOT, type ChatMember, type TelegramState, type TelegramUser } from "./state";

// Telegram Bot API: /bot<token>/getChatMember (GET query or POST body), answering
// { ok: true, result: ChatMember } or { ok: false, error_code, description, parameters? }.

type Params = Record<string, string | number | undefined>;

const fail = (reply: FastifyReply, error_code: number, description: string, parameters?: { retry_after: number }) =>
  reply.status(error_code).send({ ok: false, error_code, description, ...(parameters ? { parameters } : {}) });

const RETRY_AFTER = 3;

// Telegram's Bot API server repeats a flood-control wait in a Retry-After header (tdlib/telegram-bot-api).
const rateLimited = (reply: FastifyReply) => {
  void reply.header("retry-after", String(RETRY_AFTER));
  return {
    ok: false,
    error_code: 429,
    description: `Too Many Requests: retry after ${RETRY_AFTER}`,
    parameters: { retry_after: RETRY_AFTER },
  };
};

// Our chats are supergroups, so an administrator carries the supergroup-only can_pin_messages and can_manage_topics
// too; the channel-only rights are left out, as Telegram does.
const ADMIN_RIGHTS = {
  can_be_edited: false,
  is_anonymous: false,
  can_manage_chat: true,
  can_delete_messages: true,
  can_manage_video_chats: true,
  can_restrict_members: true,
  can_promote_members: false,
  can_change_info: true,
  can_invite_users: true,
  can_post_stories: false,
  can_edit_stories: false,
  can_delete_stories: false,
  can_pin_messages: true,
  can_manage_topics: false,
};

// A muted member: may read, react and invite, but not post anything or change the chat; restricted forever.
const RESTRICTIONS = {
  can_send_messages: false,
  can_send_audios: false,
  can_send_documents: false,
  can_send_photos: false,
  can_send_videos: false,
  can_send_video_notes: false,
  can_send_voice_notes: false,
  can_send_polls: false,
  can_send_other_messages: false,
  can_add_web_page_previews: false,
  can_react_to_messages: true,
  can_edit_tag: false,
  can_change_info: false,
  can_invite_users: true,
  can_pin_messages: false,
  can_manage_topics: false,
  until_date: 0,
};

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
      return { user: u, status: "administrator", ...ADMIN_RIGHTS };
    case "restricted":
      return { user: u, status: "restricted", is_member: m.is_member ?? true, ...RESTRICTIONS };
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
