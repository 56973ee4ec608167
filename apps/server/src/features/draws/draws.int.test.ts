import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256, stringToBytes } from "viem";
import { drawWinners, entryListHash, PARTICIPATION_TOASTS } from "@questhq/core";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { fakeDrandRandomness } from "@questhq/fakes/drand/index";
import { createTestApp, signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { createCast, withCastApp, type Cast } from "../../test/mission-kit";
import { createLiveMission, enterAs, userIdOf, WALLET } from "../../test/participation-kit";
import { socialAccount, type MissionDraw } from "../../db/schema/index";
import { drandRoundAt, NOT_YET_MESSAGE, resolveSeed } from "./randomness";

let t: TestApp;
let cast: Cast;
// This server's operator gives every tier the contact columns of winner exports (the tier gate has its own test
// in billing/entitlements.int.test.ts).
withCastApp((s) => ({ t, cast } = s), {
  VERIFY_POLL_MS: "0",
  TIER_ENTITLEMENTS: JSON.stringify({ Free: { organizerTools: ["winner_contact_export"] } }),
});

function enter(missionId: string, objectiveIds: string[], quantity: number, label: string): Promise<Client> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  return enterAs(t, email, missionId, objectiveIds, quantity);
}

describe("verifiable draws", () => {
  it("commits the seed at publish, freezes the list at close, and draws winners anyone can recompute", async () => {
    const { mission, objectives } = await createLiveMission(cast, {
      objectives: 1,
      reward: { number_of_winners: 2 },
      mission: { is_multi_entry_enabled: true },
    });
    const ids = objectives.map((o) => o.id);
    const before = (await cast.visitor.get(`/api/v1/missions/${mission.id}/draw`)).json().data;
    expect(before).toMatchObject({
      algorithm: "questhq-draw-v1",
      seed_source: "commit",
      seed: null,
      entry_list_hash: null,
      winners: null,
    });
    expect(before.seed_commitment).toMatch(/^0x[0-9a-f]{64}$/);

    const users = [
      await enter(mission.id, ids, 1, "a"),
      await enter(mission.id, ids, 3, "b"),
      await enter(mission.id, ids, 2, "c"),
      await enter(mission.id, ids, 1, "d"),
    ];
    const early = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("Entries are still open. Draw winners after the mission ends.");
    expect((await cast.member.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(403);

    const closed = await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ entry_count: 4, total_weight: 7, seed: null });
    const late = await signInWithEmail(t, `late-${Date.now()}@example.com`);
    expect(
      (
        await late.post(`/api/v1/missions/${mission.id}/participate`, {
          objective_id: ids[0],
          client_signal: { okx_wallet_present: true },
        })
      ).json().error.message,
    ).toBe("Mission Ended");

    const list = await cast.visitor.get(`/api/v1/missions/${mission.id}/draw/entries`);
    expect(list.statusCode).toBe(200);
    expect(sha256(stringToBytes(list.body))).toBe(closed.json().data.entry_list_hash);

    expect((await cast.member.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(403);
    expect((await users[0]!.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(403);
    const drawn = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().message).toBe(PARTICIPATION_TOASTS.winnersDrawn);
    const draw = drawn.json().data;
    expect(sha256(stringToBytes(draw.seed))).toBe(draw.seed_commitment);
    const entries = list.body
      .trim()
      .split("\n")
      .map((line) => {
        const [id, weight] = line.split(":");
        return { id: id!, weight: Number(weight) };
      });
    expect(entryListHash(entries)).toBe(draw.entry_list_hash);
    expect(drawWinners({ entries, seed: draw.seed, winners: 2 })).toEqual(draw.winners);
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {})).json().error.message).toBe(
      "Winners have already been drawn.",
    );

    const statuses = await Promise.all(
      users.map(async (u) => (await u.get(`/api/v1/missions/${mission.id}/participant`)).json().data),
    );
    expect(statuses.filter((s) => s.status === "Selected").map((s) => s.label)).toEqual(["Winner", "Winner"]);
    expect(statuses.filter((s) => s.status === "Entered").map((s) => s.label)).toEqual([
      "Not Selected",
      "Not Selected",
    ]);
  });

  it("is reproduced by `npm run verify-draw` from the published data alone", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1, reward: { number_of_winners: 1 } });
    for (const label of ["cli-a", "cli-b", "cli-c"])
      await enter(
        mission.id,
        objectives.map((o) => o.id),
        1,
        label,
      );
    await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {});
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(200);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const root = path.resolve(import.meta.dirname, "../../../../..");
    const { stdout } = await promisify(execFile)(
      "npx",
      ["tsx", "scripts/verify-draw.ts", mission.slug, "--url", address],
      { cwd: root },
    );
    expect(stdout).toContain("✔ seed commitment");
    expect(stdout).toContain("VERIFIED: the published list and seed reproduce the published winners.");
  });

  it("makes everyone who entered a winner when the selection is All", async () => {
    const { mission, objectives } = await createLiveMission(cast, {
      objectives: 1,
      reward: { kind: "allowlist", selection_process: "All", number_of_winners: null },
    });
    const ids = objectives.map((o) => o.id);
    await enter(mission.id, ids, 1, "all-a");
    await enter(mission.id, ids, 1, "all-b");
    await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {});
    const drawn = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().data.winners).toHaveLength(2);
  });

  it("exports the winners as a formula-safe CSV, for organization admins only", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1, reward: { number_of_winners: 5 } });
    const winner = await enter(
      mission.id,
      objectives.map((o) => o.id),
      1,
      "csv",
    );
    await t.database.db.insert(socialAccount).values({
      userId: await userIdOf(winner),
      provider: "discord",
      providerUserId: "123456789012345678",
      username: '=HYPERLINK("http://evil")',
    });
    await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {});
    await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});

    const none = await cast.admin.post(`/api/v1/missions/${mission.id}/export`, { fields: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe("Select at least one field to export.");
    expect(
      (await cast.member.post(`/api/v1/missions/${mission.id}/export`, { fields: ["wallet_address"] })).statusCode,
    ).toBe(403);
    expect(
      (await cast.visitor.post(`/api/v1/missions/${mission.id}/export`, { fields: ["wallet_address"] })).statusCode,
    ).toBe(401);

    const res = await cast.admin.post(`/api/v1/missions/${mission.id}/export`, {
      fields: ["wallet_address", "email_address", "discord_username", "twitter_id"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="mission-winners-Mission-[\w-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe("Wallet address,Email address,Discord username,Twitter ID");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(WALLET);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);

    // Compressed for a client that accepts it, and still streamed: no length is known up front.
    const gzipped = await cast.admin.post(
      `/api/v1/missions/${mission.id}/export`,
      { fields: ["wallet_address", "email_address", "discord_username", "twitter_id"] },
      { "accept-encoding": "gzip" },
    );
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBeUndefined();
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(res.body);
  });
});

describe("beacon randomness", () => {
  let fakes: RunningFakes;
  let beacon: TestApp;
  beforeAll(async () => {
    fakes = await startFakeProviders();
    beacon = await createTestApp({ VERIFY_POLL_MS: "0", DRAW_RANDOMNESS: "drand", DRAND_URL: `${fakes.url}/drand` });
  });
  afterAll(async () => {
    await beacon.close();
    await fakes.close();
  });

  it("answers a round the relay has not published yet (425, plain text) as not yet, not as a bad answer", async () => {
    const future = { seedSource: "drand", beaconRound: drandRoundAt(beacon.env, new Date()) + 1000 } as MissionDraw;
    await expect(resolveSeed(beacon.env, future, 1)).rejects.toMatchObject({
      code: "conflict",
      message: NOT_YET_MESSAGE,
    });
    const past = { seedSource: "drand", beaconRound: drandRoundAt(beacon.env, new Date()) - 5 } as MissionDraw;
    expect(await resolveSeed(beacon.env, past, 1)).toBe(fakeDrandRandomness(past.beaconRound!));
  });

  it("uses the first drand round after entries close, and waits for it", async () => {
    const c = await createCast(beacon);
    const { mission } = await createLiveMission(c, { objectives: 1 });
    const closed = (await c.admin.post(`/api/v1/missions/${mission.id}/close`, {})).json().data;
    expect(closed.seed_source).toBe("drand");
    const round = closed.beacon_round as number;
    let drawn = await c.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    // On a slow machine the round may already be out by the first try; otherwise the draw waits for it.
    if (drawn.statusCode === 409) {
      expect(drawn.json().error.message).toMatch(/not published yet/);
      await new Promise((r) => setTimeout(r, 6_500));
      drawn = await c.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    }
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().data.seed).toBe(fakeDrandRandomness(round));
  });
});
