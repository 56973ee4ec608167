import { eq, inArray, sql } from "drizzle-orm";
import {
  rewardChainLabel,
  winnersLabel,
  type MissionCardView,
  type MissionPhase,
  type MissionView,
  type OrgRole,
  type RewardView,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, objective, organization, reward, type Mission, type Reward } from "../../db/schema/index";
import { assetKind } from "../../lib/uploads";

/** What a reader should understand of a mission's state right now (status plus the clock). */
export function missionPhase(m: Pick<Mission, "status" | "startsAt" | "endsAt">, now = new Date()): MissionPhase {
  if (m.status !== "published") return m.status === "paused" ? "paused" : m.status;
  if (m.startsAt && now < m.startsAt) return "upcoming";
  if (m.endsAt && now >= m.endsAt) return "ended";
  return "live";
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRewardView(r: Reward): RewardView {
  return {
    id: r.id,
    mission: r.missionId,
    kind: r.kind,
    title: r.title,
    about: r.about,
    reward_asset: r.rewardAssetUrl,
    reward_asset_type: assetKind(r.rewardAssetUrl),
    blockchain_chain_id: r.blockchainChainId,
    chain_label: rewardChainLabel(r.blockchainChainId),
    selection_process: r.selectionProcess,
    number_of_winners: r.numberOfWinners,
    winners_label: winnersLabel(r.numberOfWinners),
    winner_next_steps: r.winnerNextSteps,
    contract_address: r.contractAddress,
    token_allocation: r.tokenAllocation === null ? null : r.tokenAllocation.toString(),
    wallet_deadline: r.walletDeadline ? r.walletDeadline.toISOString() : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

type CardOrganization = MissionCardView["organization"];

/** The mission columns a card shows (and its phase and keyset cursor need), for lists that select only those. */
export const cardMissionColumns = {
  id: mission.id,
  slug: mission.slug,
  title: mission.title,
  bannerUrl: mission.bannerUrl,
  blockchainChainId: mission.blockchainChainId,
  status: mission.status,
  startsAt: mission.startsAt,
  endsAt: mission.endsAt,
  publishedAt: mission.publishedAt,
  participantCount: mission.participantCount,
  sortWeight: mission.sortWeight,
  organizationId: mission.organizationId,
};

/** The reward columns a card shows. */
export const cardRewardColumns = {
  title: reward.title,
  kind: reward.kind,
  selectionProcess: reward.selectionProcess,
  numberOfWinners: reward.numberOfWinners,
  rewardAssetUrl: reward.rewardAssetUrl,
  blockchainChainId: reward.blockchainChainId,
};

type CardMission = Pick<Mission, keyof typeof cardMissionColumns>;
type CardReward = Pick<Reward, keyof typeof cardRewardColumns>;

/** One card from a mission row and its (already loaded) organization and reward. */
export function toMissionCard(
  m: CardMission,
  org: CardOrganization | undefined,
  r: CardReward | null | undefined,
  now = new Date(),
): MissionCardView {
  return {
    id: m.id,
    slug: m.slug,
    title: m.title,
    banner_url: m.bannerUrl,
    blockchain: m.blockchainChainId,
    status: m.status,
    phase: missionPhase(m, now),
    starts_at: iso(m.startsAt),
    ends_at: iso(m.endsAt),
    published_at: iso(m.publishedAt),
    participant_count: m.participantCount,
    sort_weight: m.sortWeight,
    organization: org ?? { id: m.organizationId, name: "Unknown organization", slug: "", logo: null },
    reward: r
      ? {
          title: r.title,
          kind: r.kind,
          selection_process: r.selectionProcess,
          number_of_winners: r.numberOfWinners,
          winners_label: winnersLabel(r.numberOfWinners),
          reward_asset: r.rewardAssetUrl,
          reward_asset_type: assetKind(r.rewardAssetUrl),
          blockchain_chain_id: r.blockchainChainId,
        }
      : null,
  };
}

/** The organization columns a card shows, for joins. */
export const cardOrganizationColumns = {
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  logo: organization.logo,
};

/** Cards for lists: organizations and rewards are fetched in one query each, not per row. */
export async function toMissionCards(db: Db, rows: Mission[], now = new Date()): Promise<MissionCardView[]> {
  if (rows.length === 0) return [];
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  // Sequential: `db` may be a transaction, whose one connection runs one query at a time.
  const orgs = await db.select(cardOrganizationColumns).from(organization).where(inArray(organization.id, orgIds));
  const rewards = await db
    .select()
    .from(reward)
    .where(
      inArray(
        reward.missionId,
        rows.map((r) => r.id),
      ),
    );
  const orgById = new Map(orgs.map((o) => [o.id, o]));
  const rewardByMission = new Map(rewards.map((r) => [r.missionId, r]));
  return rows.map((m) => toMissionCard(m, orgById.get(m.organizationId), rewardByMission.get(m.id), now));
}

export async function objectiveCount(db: Db, missionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(objective)
    .where(eq(objective.missionId, missionId));
  return row?.n ?? 0;
}

export async function toMissionView(db: Db, row: Mission, role: OrgRole | null): Promise<MissionView> {
  const [card] = await toMissionCards(db, [row]);
  return missionViewOf(row, card as MissionCardView, await objectiveCount(db, row.id), role);
}

/** The full view from a mission row, its card and objective count, for a viewer with this role (or none). */
export function missionViewOf(
  row: Mission,
  card: MissionCardView,
  objectives: number,
  role: OrgRole | null,
): MissionView {
  const isFrozen = row.status === "archived";
  return {
    ...card,
    description: row.description,
    free_entries: row.freeEntries,
    is_multi_entry_enabled: row.isMultiEntryEnabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived_at: iso(row.archivedAt),
    objective_count: objectives,
    viewer_role: role,
    can_edit: role !== null && !isFrozen,
    can_archive: role === "admin" && !isFrozen,
  };
}
