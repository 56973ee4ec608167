import type { WinnerWalletView } from "@questhq/core";
import type { Db } from "../../db/client";
import { loadWinnerWallets } from "./winner-wallet-view";

/** GET /winner-wallets: every reward the signed-in user won that is delivered to a wallet they submit. */
export async function listWinnerWallets(db: Db, userId: string, now = new Date()): Promise<WinnerWalletView[]> {
  return loadWinnerWallets(db, userId, now);
}
