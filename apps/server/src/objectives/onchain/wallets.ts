import type { VerifyContext, VerifyOutcome } from "../types";
import { CONNECT_WALLET_MESSAGE } from "./messages";
import type { Address } from "./rpc";

export const NEEDS_WALLET: VerifyOutcome = {
  status: "needs_account",
  provider: "wallet",
  message: CONNECT_WALLET_MESSAGE,
};

/** The user's wallets (already lowercased by the engine), or null when none is connected. */
export async function userWallets(ctx: VerifyContext): Promise<Address[] | null> {
  const wallets = (await ctx.wallets()).map((w) => w.toLowerCase() as Address);
  return wallets.length > 0 ? wallets : null;
}
