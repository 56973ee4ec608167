import { sql, type SQL } from "drizzle-orm";
import type { WebhookEventType } from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { MissionDraw } from "../../db/schema/index";
import { emitWebhookEvent, eventBody, insertEvents } from "./emit-event";

// What each event carries (docs/product/developers.md#webhooks): the ids and fields a receiver needs without
// calling back — the mission, the objective, the person as the winners export shows them (entry wallet, linked
// wallets, X and Discord handles; never an email address, which is a paid export), credits, the draw's proof.
// Each function is the one line an emitting use-case adds inside its transaction. It first asks whether anyone
// listens: when the organization has no endpoint for the type, that one indexed read is all it costs.

type MissionBlock = {
  id: string;
  slug: string;
  title: string;
  organization_id: string;
  chain_id: number;
  status: string;
  starts_at: string | null;
  ends_at: string | null;
};

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/** The mission as events show it, or null when no enabled endpoint of its organization listens for `type`. */
async function listenedMission(tx: Db, missionId: string, type: WebhookEventType): Promise<MissionBlock | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select m.id, m.slug, m.title, m.organization_id, m.blockchain_chain_id, m.status, m.starts_at, m.ends_at
      from mission m
      where m.id = ${missionId} and exists (
        select 1 from webhook_endpoint e
        where e.organization_id = m.organization_id and e.is_enabled and ${type} = any(e.events))`),
  );
  const m = rows[0];
  if (!m) return null;
  return {
    id: String(m.id),
    slug: String(m.slug),
    title: String(m.title),
    organization_id: String(m.organization_id),
    chain_id: Number(m.blockchain_chain_id),
    status: String(m.status),
    starts_at: iso(m.starts_at),
    ends_at: iso(m.ends_at),
  };
}

/** A person as a jsonb object, from SQL expressions of their user id and the wallet they entered with. */
function userJson(userId: SQL, entryWallet: SQL): SQL {
  const social = (provider: string) => sql`(
    select jsonb_build_object('id', s.provider_user_id, 'username', s.username) from social_account s
    where s.user_id = ${userId} and s.provider = ${provider} and s.unlinked_at is null limit 1)`;
  return sql`jsonb_build_object(
    'id', ${userId},
    'wallet_address', ${entryWallet},
    'wallets', coalesce((
      select jsonb_agg(jsonb_build_object('address', w.address, 'chain_id', w.chain_id, 'is_primary', w.is_primary)
        order by w.is_primary desc, w.created_at)
      from wallet_address w where w.user_id = ${userId}), '[]'::jsonb),
    'twitter', ${social("twitter")},
    'discord', ${social("discord")})`;
}

async function userBlock(tx: Db, userId: string, entryWallet: string | null = null) {
  const rows = rowsOf<{ u: Record<string, unknown> }>(
    await tx.execute(sql`select ${userJson(sql`${userId}::text`, sql`${entryWallet}::text`)} as u`),
  );
  return rows[0]!.u;
}

export async function emitMissionPublished(tx: Db, missionId: string): Promise<void> {
  const mission = await listenedMission(tx, missionId, "mission.published");
  if (!mission) return;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select kind, title, selection_process, number_of_winners, blockchain_chain_id as chain_id
      from reward where mission_id = ${missionId}`),
  );
  await emitWebhookEvent(tx, {
    organizationId: mission.organization_id,
    type: "mission.published",
    data: { mission, reward: rows[0] ?? null },
  });
}

/** When the entry list is frozen: entries have closed and the draw's inputs are fixed. */
export async function emitMissionEnded(tx: Db, missionId: string, draw: MissionDraw): Promise<void> {
  const mission = await listenedMission(tx, missionId, "mission.ended");
  if (!mission) return;
  await emitWebhookEvent(tx, {
    organizationId: mission.organization_id,
    type: "mission.ended",
    data: {
      mission,
      entries_closed_at: iso(draw.frozenAt),
      entrant_count: draw.entryCount,
      total_entries: draw.totalWeight,
      draw: {
        algorithm: draw.algorithm,
        seed_source: draw.seedSource,
        seed_commitment: draw.seedCommitment,
        beacon_round: draw.beaconRound,
        entry_list_hash: draw.entryListHash,
      },
    },
  });
}

export async function emitObjectiveCompleted(
  tx: Db,
  c: { missionId: string; objectiveId: string; userId: string; creditsAwarded: number; completedAt: Date },
): Promise<void> {
  const mission = await listenedMission(tx, c.missionId, "objective.completed");
  if (!mission) return;
  const [objective] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select id, template, provider, position from objective where id = ${c.objectiveId}`),
  );
  await emitWebhookEvent(tx, {
    organizationId: mission.organization_id,
    type: "objective.completed",
    data: {
      mission,
      objective: objective ?? { id: c.objectiveId },
      user: await userBlock(tx, c.userId),
      credits_awarded: c.creditsAwarded,
      completed_at: c.completedAt.toISOString(),
    },
  });
}

export async function emitMissionEntered(
  tx: Db,
  e: { missionId: string; userId: string; participantId: string; wallet: string; entries: number; paid: number },
): Promise<void> {
  const mission = await listenedMission(tx, e.missionId, "mission.entered");
  if (!mission) return;
  await emitWebhookEvent(tx, {
    organizationId: mission.organization_id,
    type: "mission.entered",
    data: {
      mission,
      participant_id: e.participantId,
      user: await userBlock(tx, e.userId, e.wallet),
      entries: e.entries,
      paid_entries: e.paid,
    },
  });
}

/**
 * The draw's outcome: one draw.completed with its proof, and one winner.selected per winner, written as one
 * statement each however many winners there are.
 */
export async function emitDrawCompleted(tx: Db, missionId: string, draw: MissionDraw): Promise<void> {
  const mission = await listenedMission(tx, missionId, "draw.completed");
  if (mission) {
    await emitWebhookEvent(tx, {
      organizationId: mission.organization_id,
      type: "draw.completed",
      data: {
        mission,
        draw: {
          algorithm: draw.algorithm,
          seed_source: draw.seedSource,
          seed_commitment: draw.seedCommitment,
          seed: draw.seed,
          beacon_round: draw.beaconRound,
          entry_list_hash: draw.entryListHash,
          entry_count: draw.entryCount,
          total_entries: draw.totalWeight,
          number_of_winners: draw.numberOfWinners,
          drawn_at: iso(draw.drawnAt),
        },
        winner_count: draw.winners?.length ?? 0,
      },
    });
  }
  const forWinners = await listenedMission(tx, missionId, "winner.selected");
  if (!forWinners) return;
  const head = eventBody("winner.selected", {});
  await insertEvents(
    tx,
    forWinners.organization_id,
    "winner.selected",
    sql`select jsonb_build_object('type', ${head.type}::text, 'timestamp', ${head.timestamp}::text, 'data',
        jsonb_build_object(
          'mission', ${JSON.stringify(forWinners)}::jsonb,
          'participant_id', p.id,
          'user', ${userJson(sql`p.user_id`, sql`p.wallet_address`)},
          'entries', p.entry_count,
          'reward_code', p.reward_code))
      from mission_participant p
      where p.mission_id = ${missionId} and p.status = 'Selected'
      order by p.id`,
  );
}

export async function emitRewardClaimed(
  tx: Db,
  c: { missionId: string; userId: string; wallet: string; claimedBlockTimestamp: number; txHash: string | null },
): Promise<void> {
  const mission = await listenedMission(tx, c.missionId, "reward.claimed");
  if (!mission) return;
  await emitWebhookEvent(tx, {
    organizationId: mission.organization_id,
    type: "reward.claimed",
    data: {
      mission,
      kind: "token",
      user: await userBlock(tx, c.userId, c.wallet),
      claimed_block_timestamp: c.claimedBlockTimestamp,
      tx_hash: c.txHash,
    },
  });
}
