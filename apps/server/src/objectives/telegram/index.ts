import { type FamilyServerTemplates, verifiersOf } from "../types";
import { telegramSandbox } from "./sandbox";
import { telegramJoinVerifier } from "./telegram-join";

// Telegram objectives: the linked Telegram id checked with our bot (getChatMember).
export const telegramTemplates = {
  telegram_join: { verify: telegramJoinVerifier, sandbox: telegramSandbox },
} satisfies FamilyServerTemplates;

export const telegramVerifiers = verifiersOf(telegramTemplates);
