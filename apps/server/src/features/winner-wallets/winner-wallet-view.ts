import { and, desc, eq, inArray } from "drizzle-orm";
import {
  isWalletCollectionOpen,
  rewardChainLabel,
  rewardWalletKind,
  WALLET_COLLECTION_KINDS,
  winnerWalletState,
  type WalletCollectionKind,
  type WinnerWalletView,
} from "@questhq/core";
import type { Db } from "../../db/client";
import {
  mission,
  missionParticipant,
  reward,
  type Mission,
  type MissionParticipant,
  type Reward,
} from "../../db/schema/index";

/** A winner holds at most this many wallet rows on the page; more wins than this would be news in itself. */
export const WINNER_WALLETS_MAX = 200;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWinnerWalletView(m: Mission, r: Reward, p: MissionParticipant, now: Date): WinnerWalletView {
  return {
    mission: { id: m.id, slug: m.slug, title: m.title, status: m.status },
    reward: {
      id: r.id,
      title: r.title,
      kind: r.kind as WalletCollectionKind,
      blockchain_chain_id: r.blockchainChainId,
      chain_label: rewardChainLabel(r.blockchainChainId),
      wallet_kind: rewardWalletKind(r.blockchainChainId),
    },
    submitted_wallet: p.walletAddress,
    wallet_state: winnerWalletState(p.walletAddress, p.walletConfirmedAt),
    wallet_confirmed_at: iso(p.walletConfirmedAt),
    wallet_deadline: iso(r.walletDeadline),
    is_open: isWalletCollectionOpen(r.walletDeadline, now),
    selected_at: iso(p.selectedAt),
  };
}

/** The user's wins whose reward is delivered to a submitted wallet, newest win first. */
export async function loadWinnerWallets(db: Db, userId: string, now: Date): Promise<WinnerWalletView[]> {
  const rows = await db
    .select({ m: mission, r: reward, p: missionParticipant })
    .from(missionParticipant)
    .innerJoin(mission, eq(mission.id, missionParticipant.missionId))
    .innerJoin(reward, eq(reward.missionId, mission.id))
    .where(
      and(
        eq(missionParticipant.userId, userId),
        eq(missionParticipant.status, "Selected"),
        inArray(reward.kind, [...WALLET_COLLECTION_KINDS]),
      ),
    )
    .orderBy(desc(missionParticipant.selectedAt), desc(missionParticipant.id))
    .limit(WINNER_WALLETS_MAX);
  return rows.map(({ m, r, p }) => toWinnerWalletView(m, r, p, now));
}
