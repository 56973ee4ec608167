import { eq } from "drizzle-orm";
import { createPublicClient, http, type Address } from "viem";
import { mainnet } from "viem/chains";
import type { Db } from "../db/client";
import { user } from "../db/schema/index";

/**
 * Records the wallet's primary ENS name (the display-name fallback after email) when an
 * Ethereum RPC is configured. Runs in the background: sign-in never waits on a slow RPC.
 */
export function refreshEnsName(db: Db, userId: string, address: string, rpcUrl: string | undefined): void {
  if (!rpcUrl) return;
  const client = createPublicClient({ chain: mainnet, transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) });
  void client
    .getEnsName({ address: address as Address })
    .then(async (name) => {
      if (name) await db.update(user).set({ ensName: name }).where(eq(user.id, userId));
    })
    .catch(() => {
      /* no reverse record or RPC unreachable: the shortened wallet is shown instead */
    });
}
