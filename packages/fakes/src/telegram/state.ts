import { createHash, createHmac } from "node:crypto";
import { createFailureSwitch, type FailureSwitch } from "../control";

// What the Telegram fake remembers: users, chats (public by @username or private) with the
// status of each member, and the one bot it knows (the server's sandbox bot).

export const SANDBOX_BOT = { id: 123456, token: "123456:sandbox-bot-token", username: "questhq_sandbox_bot" };

export type TelegramUser = {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
};
export type MemberStatus = "creator" | "administrator" | "member" | "restricted" | "left" | "kicked";
export type ChatMember = { status: MemberStatus; is_member?: boolean };
export type Chat = {
  id: number;
  title: string;
  username: string | null;
  isBotMember: boolean;
  members: Map<number, ChatMember>;
};

export type TelegramState = {
  users: Map<number, TelegramUser>;
  /** By id; public chats are also found by @username. */
  chats: Map<number, Chat>;
  sw: FailureSwitch;
  reset(): void;
};

export const SANDBOX_SAM_ID = 700_000_001;
export const SANDBOX_ALEX_ID = 700_000_002;

let nextUser = 100_000_000 + Math.floor(Math.random() * 1_000_000);
let nextChat = 1_000_000_000 + Math.floor(Math.random() * 1_000_000);

export function addUser(state: TelegramState, input: Omit<TelegramUser, "id"> & { id?: number }): TelegramUser {
  const user: TelegramUser = { ...input, id: input.id ?? nextUser++ };
  state.users.set(user.id, user);
  return user;
}

export function addChat(
  state: TelegramState,
  input: { id?: number; title: string; username?: string | null; isBotMember?: boolean },
): Chat {
  const chat: Chat = {
    // Supergroup ids look like -100xxxxxxxxxx.
    id: input.id ?? -(1_000_000_000_000 + nextChat++),
    title: input.title,
    username: input.username ? input.username.replace(/^@/, "") : null,
    isBotMember: input.isBotMember ?? true,
    members: new Map(),
  };
  state.chats.set(chat.id, chat);
  return chat;
}

/** The public chat @username (with our bot in it), made when missing. */
export function ensurePublicChat(state: TelegramState, username: string, title?: string): Chat {
  const name = username.replace(/^@/, "");
  const chat = findChat(state, `@${name}`) ?? addChat(state, { title: title ?? name, username: name });
  chat.isBotMember = true;
  return chat;
}

/** chat_id as the Bot API takes it: a numeric id or "@username" of a public chat. */
export function findChat(state: TelegramState, chatId: string | undefined): Chat | undefined {
  if (!chatId) return undefined;
  if (chatId.startsWith("@")) {
    const name = chatId.slice(1).toLowerCase();
    return [...state.chats.values()].find((c) => c.username?.toLowerCase() === name);
  }
  return /^-?\d+$/.test(chatId) ? state.chats.get(Number(chatId)) : undefined;
}

/** The login widget's hash: HMAC-SHA-256 of the data-check-string keyed with SHA256(bot token). */
export function loginHash(botToken: string, fields: Record<string, string>): string {
  const dataCheckString = Object.keys(fields)
    .filter((k) => k !== "hash")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("\n");
  const secret = createHash("sha256").update(botToken).digest();
  return createHmac("sha256", secret).update(dataCheckString).digest("hex");
}

export function createTelegramState(): TelegramState {
  const state: TelegramState = {
    users: new Map(),
    chats: new Map(),
    sw: createFailureSwitch(),
    reset() {
      state.users.clear();
      state.chats.clear();
      Object.assign(state.sw, createFailureSwitch());
      // Ready for development: a public group with Sandbox Sam in it.
      // Fixed ids, so an account linked before a restart is the same account after it.
      const sam = addUser(state, {
        id: SANDBOX_SAM_ID,
        first_name: "Sandbox",
        last_name: "Sam",
        username: "sandbox_sam",
      });
      addUser(state, { id: SANDBOX_ALEX_ID, first_name: "Sandbox", last_name: "Alex", username: "sandbox_alex" });
      const group = addChat(state, { title: "QuestHQ", username: "questhq" });
      group.members.set(sam.id, { status: "member" });
    },
  };
  state.reset();
  return state;
}
