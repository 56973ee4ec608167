import type { Verifier } from "../types";
import { getChatMember } from "../../providers/telegram/bot-api";
import { providerBudget } from "../provider-budget";

// telegram_join: the Bot API's getChatMember on the group named by values.telegramGroupInviteUrl.
// Only public groups have a name the Bot API accepts (chat_id "@name"); a private invite link
// (t.me/+… or t.me/joinchat/…) hides the chat id, so membership cannot be checked from it.

export const TELEGRAM_NEEDS_ACCOUNT = "Connect your Telegram account to complete this objective.";
export const TELEGRAM_PRIVATE_INVITE =
  "This Telegram group is private, so your membership cannot be checked automatically. " +
  "The mission's organizer needs to use the group's public t.me link.";
export const TELEGRAM_BAD_LINK = "This objective's Telegram link is not valid.";
export const TELEGRAM_NOT_MEMBER = "You are not a member of this Telegram group yet. Join it, then verify again.";
export const TELEGRAM_CHAT_UNAVAILABLE =
  "This Telegram group cannot be checked: our bot is not in it. Please let the mission's organizer know.";

export type TelegramTarget = { kind: "public"; chatId: string } | { kind: "private" } | { kind: "invalid" };

export function telegramTarget(value: unknown): TelegramTarget {
  if (typeof value !== "string") return { kind: "invalid" };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { kind: "invalid" };
  }
  if (url.protocol !== "https:" || !["t.me", "telegram.me"].includes(url.hostname)) return { kind: "invalid" };
  const [first, second] = url.pathname.split("/").filter(Boolean);
  if (!first) return { kind: "invalid" };
  if (first.startsWith("+") || (first === "joinchat" && second)) return { kind: "private" };
  return /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(first) ? { kind: "public", chatId: `@${first}` } : { kind: "invalid" };
}

export const telegramJoinVerifier: Verifier = async (ctx) => {
  const linked = await ctx.linked("telegram");
  if (!linked) return { status: "needs_account", provider: "telegram", message: TELEGRAM_NEEDS_ACCOUNT };
  const target = telegramTarget(ctx.objective.values.telegramGroupInviteUrl);
  if (target.kind === "private") return { status: "incomplete", message: TELEGRAM_PRIVATE_INVITE };
  if (target.kind === "invalid") return { status: "incomplete", message: TELEGRAM_BAD_LINK };
  const membership = await getChatMember(ctx.env, target.chatId, linked.providerUserId, providerBudget(ctx));
  if (membership.kind === "chat_not_found") return { status: "incomplete", message: TELEGRAM_CHAT_UNAVAILABLE };
  if (membership.kind === "not_member")
    return { status: "incomplete", message: TELEGRAM_NOT_MEMBER, evidence: { member_status: membership.status } };
  return {
    status: "completed",
    evidence: { telegram_id: linked.providerUserId, chat: target.chatId, member_status: membership.status },
  };
};
