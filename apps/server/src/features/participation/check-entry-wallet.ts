import { eq } from "drizzle-orm";
import { createPublicClient, http } from "viem";
import type { Db } from "../../db/client";
import { missionParticipant } from "../../db/schema/index";
import type { Env } from "../../env";
import { toAddress } from "../../objectives/onchain/rpc";

// Whether an entry wallet had ever sent a transaction on the reward's chain
// (docs/product/analytics.md#signals-against-bots): a wallet made for the entry is a common sign of a farmed account.
// Looked up once, right after the entry, and kept as a yes or no; a chain without a configured RPC, a wallet that is
// not an EVM address or a node that does not answer in time leave it unknown, and the organizer sees how many were
// looked up.

const LOOKUP_TIMEOUT_MS = 3_000;

export async function checkEntryWallet(
  db: Db,
  env: Pick<Env, "CHAIN_RPC_URLS">,
  entry: { participantId: string; chainId: number; wallet: string },
  log?: { warn(o: object, m: string): void },
): Promise<void> {
  const url = env.CHAIN_RPC_URLS?.[entry.chainId];
  const address = toAddress(entry.wallet);
  if (!url || !address) return;
  try {
    const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: LOOKUP_TIMEOUT_MS }) });
    // The account's nonce: how many transactions it has sent (receiving does not count: anyone can send to a wallet).
    const sent = await client.getTransactionCount({ address });
    await db
      .update(missionParticipant)
      .set({ entryWalletHasTransactions: sent > 0 })
      .where(eq(missionParticipant.id, entry.participantId));
  } catch (err) {
    log?.warn({ err, chainId: entry.chainId }, "entry wallet lookup failed; its activity stays unknown");
  }
}
