import { eq } from "drizzle-orm";
import { drawWinners } from "@questhq/core";
import type { Db } from "../client";
import * as s from "../schema/index";
import { loadFrozenEntries, recordWinners } from "../../features/draws/draw-winners";
import { freezeEntries } from "../../features/draws/freeze-entries";
import type { SeedSourceEnv } from "../../features/draws/randomness";
import type { DemoMission } from "./demo-missions";
import { demoUsers } from "./demo-users";

// The demo's ended raffles whose winners the seed plans (demo-participants.ts) are drawn the way an organizer draws:
// a committed server seed, the entry list frozen when the mission ended, questhq-draw-v1 over it, winners Selected.
// So a seeded "Winner" sits on a mission whose fair-draw card says the winners were picked and whose /draw page
// re-computes them, instead of a mission still saying its entries are frozen. The plans are such that the draw
// can only pick the planned winners (they hold every entry), and a seed test checks that it did.

/** Offline and decided at the seed: a committed server seed, no beacon to wait for. */
const SEED_ENV: SeedSourceEnv = {
  DRAW_RANDOMNESS: "commit",
  DRAND_GENESIS: 0,
  DRAND_PERIOD_SECONDS: 30,
  CHAIN_RPC_URLS: {},
};

export async function drawDemoWinners(db: Db, missions: DemoMission[], drawnMissionSlugs: readonly string[]) {
  const admins = new Map<string, string>();
  for (const u of demoUsers()) {
    for (const m of u.memberships) {
      if (m.role === "admin" && !admins.has(m.organizationSlug)) admins.set(m.organizationSlug, u.id);
    }
  }
  for (const demo of missions.filter((m) => drawnMissionSlugs.includes(m.slug))) {
    const [row] = await db.select().from(s.mission).where(eq(s.mission.id, demo.id));
    if (!row?.endsAt) continue;
    const frozen = await freezeEntries(db, SEED_ENV, row, row.endsAt);
    if (frozen.drawnAt) continue;
    const entries = await loadFrozenEntries(db, row.id);
    const r = demo.reward;
    const winners =
      r.selectionProcess === "raffle"
        ? drawWinners({ entries, seed: frozen.serverSeed, winners: r.numberOfWinners ?? 0 })
        : entries.map((e) => e.id);
    const userId = admins.get(demo.organizationSlug)!;
    const outcome = { missionId: row.id, reward: r, seed: frozen.serverSeed, winners, userId, at: row.endsAt };
    await db.transaction((tx) => recordWinners(tx, { ...outcome, notify: false }));
  }
}
