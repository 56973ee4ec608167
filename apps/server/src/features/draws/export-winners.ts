import { Readable } from "node:stream";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { stringify } from "csv-stringify";
import {
  AppError,
  CONTACT_EXPORT_FIELDS,
  CONTACT_EXPORT_TOOL_MESSAGE,
  EXPORT_FIELD_LABELS,
  exportFileName,
  exportSchema,
  type ExportField,
  csvSafeCell,
} from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { missionParticipant, socialAccount, user } from "../../db/schema/index";
import type { Env } from "../../env";
import { perksOf } from "../membership/index";
import { lockMissionForChange } from "../missions/index";

const PAGE = 2_000;

type Row = { participantId: string; wallet: string | null; rewardCode: string | null; email: string; userId: string };

/**
 * POST /missions/{id}/export/ { fields } (organization admins): the winners as a CSV stream,
 * one page of winners at a time so a 100,000-winner export never sits in memory. Every cell
 * goes through csvSafeCell (formula injection).
 */
export async function exportWinners(
  db: Db,
  env: Pick<Env, "TIER_ENTITLEMENTS">,
  actor: Actor,
  missionId: string,
  body: unknown,
): Promise<{ fileName: string; stream: Readable }> {
  const { fields } = exportSchema.parse(body);
  const { row: m } = await db.transaction((tx) => lockMissionForChange(tx, missionId, actor, "admin"));
  // Contact columns are an organizer tool of the paid tiers (entitlements table); wallet addresses are for everyone.
  if (fields.some((f) => (CONTACT_EXPORT_FIELDS as readonly string[]).includes(f))) {
    // A key uses the tools of the admin who created it.
    const owner = actor.kind === "user" ? actor.userId : actor.ownerUserId;
    const { perks } = owner ? await perksOf(db, env, owner) : { perks: { organizerTools: [] as string[] } };
    if (!perks.organizerTools.includes("winner_contact_export")) {
      throw new AppError("forbidden", CONTACT_EXPORT_TOOL_MESSAGE, { fields: [CONTACT_EXPORT_TOOL_MESSAGE] });
    }
  }
  const fileName = exportFileName(m.title, new Date());
  const csv = stringify({ header: true, columns: fields.map((f) => ({ key: f, header: EXPORT_FIELD_LABELS[f] })) });
  const needsSocial = fields.some((f) => f.startsWith("discord") || f.startsWith("twitter"));

  async function* pages(): AsyncGenerator<Row[]> {
    let after = "";
    for (;;) {
      const rows = await db
        .select({
          participantId: missionParticipant.id,
          wallet: missionParticipant.walletAddress,
          rewardCode: missionParticipant.rewardCode,
          email: user.email,
          userId: user.id,
        })
        .from(missionParticipant)
        .innerJoin(user, eq(user.id, missionParticipant.userId))
        .where(
          and(
            eq(missionParticipant.missionId, m.id),
            eq(missionParticipant.status, "Selected"),
            after ? sql`${missionParticipant.id} > ${after}::uuid` : undefined,
          ),
        )
        .orderBy(asc(missionParticipant.id))
        .limit(PAGE);
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]!.participantId;
    }
  }

  const source = Readable.from(
    (async function* () {
      for await (const rows of pages()) {
        const social = needsSocial
          ? await socialOf(
              db,
              rows.map((r) => r.userId),
            )
          : new Map();
        for (const r of rows) {
          const s = social.get(r.userId) ?? {};
          const record: Record<ExportField, string | null> = {
            wallet_address: r.wallet,
            email_address: r.email,
            discord_id: s.discord?.id ?? null,
            discord_username: s.discord?.username ?? null,
            twitter_id: s.twitter?.id ?? null,
            twitter_username: s.twitter?.username ?? null,
            reward_code: r.rewardCode,
          };
          yield Object.fromEntries(fields.map((f) => [f, csvSafeCell(record[f])]));
        }
      }
    })(),
  );
  source.on("error", (err) => csv.destroy(err));
  return { fileName, stream: source.pipe(csv) };
}

type Social = { discord?: { id: string; username: string | null }; twitter?: { id: string; username: string | null } };

async function socialOf(db: Db, userIds: string[]): Promise<Map<string, Social>> {
  const rows = await db
    .select()
    .from(socialAccount)
    .where(
      and(
        inArray(socialAccount.userId, userIds),
        inArray(socialAccount.provider, ["discord", "twitter"]),
        isNull(socialAccount.unlinkedAt),
      ),
    );
  const map = new Map<string, Social>();
  for (const r of rows) {
    const s = map.get(r.userId) ?? {};
    s[r.provider as "discord" | "twitter"] = { id: r.providerUserId, username: r.username };
    map.set(r.userId, s);
  }
  return map;
}
