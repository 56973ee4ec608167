import { sql, type SQL } from "drizzle-orm";

// "Collected the reward on chain" (docs/product/analytics.md#the-funnel): what the chain indexer saw, never what the
// app was told. A token reward is collected by a claim the indexer confirmed (mission_claim with its amount); an NFT
// reward by a mint of the reward's contract to the entry wallet or to a wallet linked to the account.

/** The mission and its reward's contract, as values or as columns of the surrounding query. */
export type CollectedOf = { missionId: SQL; chainId: SQL; contract: SQL };

/**
 * How many of the mission's participants who started in [from, to) and entered have collected. Worked out from the
 * collectors' side: claims and mints are few (at most the winners), and each finds its participant by index
 * (mission_participant_mission_user_idx, mission_participant_wallet_idx), so the mission's entrants are never scanned.
 */
export function collectedCount(of: CollectedOf, from: string, to: string): SQL {
  const isClaim = sql`c.mission_id = ${of.missionId} and c.amount is not null`;
  const isMint = sql`n.chain_id = ${of.chainId} and n.contract = lower(${of.contract}) and n.count > 0`;
  // array(...): the collectors are found first and then looked up by primary key; as a join, the planner would
  // rather scan every entrant to meet them.
  return sql`(
    select count(*) from mission_participant p
    where p.id = any(array(
      select p.id from mission_claim c
        join mission_participant p on p.mission_id = c.mission_id and p.user_id = c.user_id
        where ${isClaim}
      union
      select p.id from mission_claim c
        join mission_participant p on p.mission_id = c.mission_id and lower(p.wallet_address) = c.wallet
        where ${isClaim}
      union
      select p.id from nft_mint n
        join mission_participant p on p.mission_id = ${of.missionId} and lower(p.wallet_address) = n.wallet
        where ${isMint}
      union
      select p.id from nft_mint n
        join wallet_address w on lower(w.address) = n.wallet
        join mission_participant p on p.mission_id = ${of.missionId} and p.user_id = w.user_id
        where ${isMint}
    )) and p.entered_at is not null and p.created_at >= ${from} and p.created_at < ${to})`;
}
