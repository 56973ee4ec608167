import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sandboxProviderOf } from "@questhq/core";
import type { TestApp } from "../../test/harness";
import { sandboxPlayer, withSandboxApp } from "../../test/sandbox-kit";
import { provisionAllObjectives } from "../../features/sandbox/provision-objective";
import * as s from "../schema/index";
import { seedDemo } from "./seed";
import { demoMissions } from "./demo-missions";

// A newcomer on a fresh demo: every objective of every seeded mission that a provider (or a
// visit) checks can be completed through "Do it on Sandbox …" and the ordinary Verify.

let t: TestApp;
withSandboxApp((app) => (t = app));

/** Checked on a chain or against the user's QuestHQ history: no sandbox provider can do them. */
const NOT_SANDBOX = new Set([
  "onchain_holding_crypto",
  "onchain_holding_nft",
  "onchain_send_token",
  "onchain_transact",
  "questhq_missions_completed",
  "questhq_objectives_completed",
  "questhq_points_earned",
  "questhq_complete_mission",
  "client_validation",
]);
const VISITS = new Set(["link_click"]);

describe("seeded demo missions in the sandbox", () => {
  it("let a new user complete every provider and visit objective of every mission", async () => {
    const db = t.database.db;
    await seedDemo(db);
    await provisionAllObjectives(db, t.app.sandbox, { info: () => {}, warn: () => {} });
    // Every mission is opened for the walk (drafts, ended and paused ones included), so the
    // participation API accepts the attempts; the objectives are the seeded ones, unchanged.
    const now = Date.now();
    await db.update(s.mission).set({ status: "published", startsAt: new Date(now - 86_400_000), endsAt: new Date(now + 86_400_000), archivedAt: null });

    const player = await sandboxPlayer(t, "newcomer");
    const walked: string[] = [];
    const skipped = new Set<string>();
    for (const m of demoMissions(new Date())) {
      const objectives = await db.select().from(s.objective).where(eq(s.objective.missionId, m.id));
      expect(objectives.length, m.slug).toBe(m.objectives.length);
      for (const o of objectives) {
        const label = `${m.slug} / ${o.template}`;
        if (NOT_SANDBOX.has(o.template)) {
          skipped.add(o.template);
          continue;
        }
        if (VISITS.has(o.template)) {
          const opened = await player.c.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id, action: "visit" });
          expect(opened.statusCode, `${label}: ${opened.body}`).toBe(200);
        } else {
          expect(sandboxProviderOf(o.template), label).not.toBeNull();
          const done = await player.c.post(`/api/v1/sandbox/objectives/${o.id}/act`, {});
          expect(done.statusCode, `${label}: ${done.body}`).toBe(200);
        }
        const verified = await player.c.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id });
        expect(verified.statusCode, `${label}: ${verified.body}`).toBe(200);
        expect(verified.json().data.outcome, `${label}: ${verified.body}`).toBe("completed");
        walked.push(label);
      }
    }
    // Every seeded social template is among the walked ones.
    const templates = new Set(walked.map((w) => w.split(" / ")[1]));
    for (const template of ["twitter_follow", "twitter_like", "twitter_retweet", "twitter_post", "discord_join", "discord_role", "telegram_join", "youtube_sub", "youtube_watch", "steam_wishlist", "steam_playtime", "link_click"]) {
      expect(templates, template).toContain(template);
    }
    expect(walked.length).toBeGreaterThanOrEqual(25);
    // What no sandbox can do is named here, so a new seeded template cannot slip past this walk.
    for (const template of skipped) expect(NOT_SANDBOX).toContain(template);
  });

  it("shows participant counts that match the seeded participants and their entries", async () => {
    const db = t.database.db;
    const missions = await db.select().from(s.mission);
    const participants = await db.select().from(s.missionParticipant);
    for (const m of missions) {
      const rows = participants.filter((p) => p.missionId === m.id);
      // The newcomer of the walk above joined every mission once.
      const seeded = rows.filter((p) => p.userId.startsWith("demo-"));
      expect(m.participantCount, m.slug).toBe(rows.length);
      expect(seeded.length, m.slug).toBeLessThanOrEqual(3);
      for (const p of seeded) if (p.status === "Entered") expect(p.entryCount, `${m.slug} ${p.userId}`).toBeGreaterThan(0);
    }
  });
});
