import { AppError } from "@questhq/core";
import { handleOf, SANDBOX_MESSAGES } from "../sandbox-messages";
import { ensureSandboxAccount } from "../sandbox-account";
import type { SandboxAccount, SandboxAct, SandboxCall, SandboxTarget, SandboxWay } from "../types";
import { TELEGRAM_PRIVATE_INVITE, telegramTarget } from "./telegram-join";

// "Do it on Sandbox Telegram": the Telegram fake makes the linked sandbox account a member of the public group.

/** The fake's user for a linked sandbox account. */
export const telegramSandboxAccount: SandboxAccount = (me) => ({
  path: `users/${me.providerUserId}`,
  body: { first_name: me.displayName ?? "Sandbox", ...(handleOf(me) ? { username: handleOf(me) } : {}) },
});

type TelegramTarget = { provider: "telegram"; kind: "group"; chat: string };

function telegramTargets(_template: string, values: Record<string, unknown>): TelegramTarget[] {
  const target = telegramTarget(values.telegramGroupInviteUrl);
  return target.kind === "public" ? [{ provider: "telegram", kind: "group", chat: target.chatId }] : [];
}

async function provisionTelegram(call: SandboxCall, target: SandboxTarget): Promise<void> {
  await call("telegram", "PUT", `chats/${encodeURIComponent((target as TelegramTarget).chat)}`);
}

async function actOnTelegram({ me, values, call }: SandboxAct): Promise<string> {
  const target = telegramTarget(values.telegramGroupInviteUrl);
  if (target.kind === "private") throw new AppError("bad_request", TELEGRAM_PRIVATE_INVITE);
  if (target.kind !== "public") throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  await ensureSandboxAccount(call, "telegram", telegramSandboxAccount, me);
  await call("telegram", "PUT", `chats/${encodeURIComponent(target.chatId)}/members/${me.providerUserId}`, {
    status: "member",
  });
  return `Sandbox Telegram: you joined ${target.chatId}.`;
}

export const telegramSandbox = {
  kind: "provider",
  provider: "telegram",
  act: actOnTelegram,
  targets: telegramTargets,
  provision: provisionTelegram,
} satisfies SandboxWay;
