import type { Verifier } from "../types";
import { NEEDS_WALLET, userWallets } from "../onchain/wallets";
import { toAddress } from "../onchain/rpc";
import { QUESTHQ_MESSAGES } from "./messages";

/** questhq_custom_list_import: one of the user's wallets is on the organizer's list (any case, with or without 0x). */
export const verifyCustomList: Verifier = async (ctx) => {
  const wallets = await userWallets(ctx);
  if (!wallets) return NEEDS_WALLET;
  const raw = ctx.objective.values.addresses;
  const list = new Set((Array.isArray(raw) ? raw : []).map(toAddress).filter((a) => a !== null));
  const match = wallets.find((w) => list.has(w));
  if (!match) return { status: "incomplete", message: QUESTHQ_MESSAGES.notOnList };
  return { status: "completed", evidence: { wallet: match } };
};
