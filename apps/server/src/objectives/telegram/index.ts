import type { VerifierFamily } from "../types";
import { telegramJoinVerifier } from "./telegram-join";

// Telegram objectives: the linked Telegram id checked with our bot (getChatMember).
export const telegramVerifiers: VerifierFamily = {
  telegram_join: telegramJoinVerifier,
};
