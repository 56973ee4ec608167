import { describe, expect, it } from "vitest";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { OKX, createLiveMission } from "../../test/participation-kit";

// On PGlite a request's database reads resolve without ever yielding to the event loop, so injected requests run
// one after another and never overlap; on PostgreSQL each read is network I/O and simultaneous requests interleave
// as they do in production. The limit itself is tested on every database in lib/in-flight-limit.test.ts.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let cast: Cast;

// One verification at a time on this server: the second of two simultaneous ones is over the limit.
withCastApp((s) => ({ cast } = s), { VERIFY_POLL_MS: "0", VERIFY_MAX_IN_FLIGHT: "1" });

describe.runIf(onPostgres)("verifications over VERIFY_MAX_IN_FLIGHT", () => {
  it("are answered 429 with Retry-After at once, the admitted ones complete, and the slot is freed after", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
    const path = `/api/v1/missions/${mission.id}/participate`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cast.user.post(path, { objective_id: objectives[0]!.id, ...OKX })),
    );
    const refused = answers.filter((r) => r.statusCode === 429);
    const admitted = answers.filter((r) => r.statusCode === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(admitted.length).toBeGreaterThan(0);
    expect(refused.length + admitted.length).toBe(answers.length);
    for (const r of refused) {
      expect(r.headers["retry-after"]).toBe("1");
      expect(r.json()).toEqual({
        error: { code: "rate_limited", message: "Too many requests; try again in 1 second." },
      });
    }
    for (const r of admitted) {
      expect(r.headers["retry-after"]).toBeUndefined();
      expect(r.json().data.outcome).toBe("completed");
    }
    // Every slot was given back: one more verification alone is admitted.
    const after = await cast.user.post(path, { objective_id: objectives[0]!.id, ...OKX });
    expect(after.statusCode).toBe(200);
  });
});
