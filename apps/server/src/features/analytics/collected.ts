import { sql, type SQL } from "drizzle-orm";

// "Collected the reward on chain" (docs/product/analytics.md#the-funnel): what the chain indexer saw, never what the
// app was told. A token reward is collected by a claim the indexer confirmed (mission_claim with its amount); an NFT
// reward by a mint of the reward's contract to the entry wallet or to a wallet linked to the account.

/** The mission and its reward's contract, as values or as columns of the surrounding query. */
export type CollectedOf = { missionId: SQL; chainId: SQL; contract: SQL };

/** A condition on the participant row `p` (mission_participant). */
export function collectedCondition(of: CollectedOf): SQL {
  return sql`(exists (
      select 1 from mission_claim c
      where c.mission_id = ${of.missionId} and c.amount is not null
        and (c.user_id = p.user_id or c.wallet = lower(p.wallet_address)))
    or (${of.contract} is not null and exists (
      select 1 from nft_mint n
      where n.chain_id = ${of.chainId} and n.contract = lower(${of.contract}) and n.count > 0
        and (n.wallet = lower(p.wallet_address)
          or n.wallet in (select lower(w.address) from wallet_address w where w.user_id = p.user_id)))))`;
}
