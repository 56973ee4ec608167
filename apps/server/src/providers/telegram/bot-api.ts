import { z } from "zod";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { parseShape, providerFetch } from "../http";
import { ProviderAuthError, ProviderUnavailableError } from "../provider-errors";
import { callWithin, type CallBudget } from "../budgets/provider-limits";
import { TELEGRAM_BOT_LIMIT, readTelegramWindow } from "./telegram-limits";

// Telegram Bot API getChatMember with the server's bot: answers { ok: true, result } or
// { ok: false, error_code, description }. A refused bot token is the operator's problem, not
// the user's, so it is reported as "down" (retried), never as "reconnect your account".

export type ChatMembership =
  | { kind: "member"; status: string }
  | { kind: "not_member"; status: string }
  /** The bot cannot see the chat (not added to it, or no such chat). */
  | { kind: "chat_not_found" };

const okShape = z.object({
  ok: z.literal(true),
  result: z.object({
    status: z.enum(["creator", "administrator", "member", "restricted", "left", "kicked"]),
    is_member: z.boolean().optional(),
  }),
});
const errorShape = z.object({ ok: z.literal(false), error_code: z.number(), description: z.string() });

export async function getChatMember(
  env: Env,
  chatId: string,
  userId: string,
  budget?: CallBudget,
): Promise<ChatMembership> {
  const { apiUrl, botToken } = providerUrls(env).telegram;
  if (!botToken) throw new ProviderUnavailableError("telegram", "down", null, "TELEGRAM_BOT_TOKEN is not set");
  const url = new URL(`${apiUrl}/bot${botToken}/getChatMember`);
  url.searchParams.set("chat_id", chatId);
  url.searchParams.set("user_id", userId);
  let res: Awaited<ReturnType<typeof providerFetch>>;
  try {
    res = await callWithin(budget, TELEGRAM_BOT_LIMIT, readTelegramWindow, () =>
      providerFetch("telegram", url.toString()),
    );
  } catch (err) {
    if (err instanceof ProviderAuthError)
      throw new ProviderUnavailableError("telegram", "down", null, "Telegram refused the bot token");
    throw err;
  }
  if (res.status === 200) {
    const { result } = parseShape("telegram", okShape, res.body, "chat member");
    const isMember =
      result.status === "restricted"
        ? result.is_member === true
        : result.status !== "left" && result.status !== "kicked";
    return { kind: isMember ? "member" : "not_member", status: result.status };
  }
  const error = parseShape("telegram", errorShape, res.body, "error");
  const description = error.description.toLowerCase();
  if (error.error_code === 400 && description.includes("chat not found")) return { kind: "chat_not_found" };
  // Telegram has never seen this user in the chat (or at all).
  if (
    error.error_code === 400 &&
    (description.includes("user not found") || description.includes("participant_id_invalid"))
  ) {
    return { kind: "not_member", status: "left" };
  }
  throw new ProviderUnavailableError(
    "telegram",
    "malformed",
    null,
    `getChatMember: ${error.error_code} ${error.description}`,
  );
}
