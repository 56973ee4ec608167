import { describe, expect, it } from "vitest";
import { sha256, stringToBytes } from "viem";
import type { DrawView } from "../participation/views";
import { canonicalEntryList, drawWinners, entryListHash } from "./draw";
import { parseEntryList, verifyDraw } from "./verify";

const entries = Array.from({ length: 50 }, (_, i) => ({ id: `e${String(i).padStart(3, "0")}`, weight: (i % 4) + 1 }));
const list = canonicalEntryList(entries);
const seed = "a1b2c3";

function published(overrides: Partial<DrawView> = {}): DrawView {
  return {
    mission: "m",
    algorithm: "questhq-draw-v1",
    seed_source: "commit",
    seed_commitment: sha256(stringToBytes(seed)),
    beacon_round: null,
    seed,
    entry_list_hash: entryListHash(entries),
    entry_count: entries.length,
    total_weight: entries.reduce((s, e) => s + e.weight, 0),
    number_of_winners: 5,
    winners: drawWinners({ entries, seed, winners: 5 }),
    frozen_at: "2026-01-01T00:00:00.000Z",
    drawn_at: "2026-01-01T00:01:00.000Z",
    entries_url: "http://x/entries",
    ...overrides,
  };
}

describe("verifyDraw", () => {
  it("verifies an honest draw", () => {
    const result = verifyDraw(published(), list);
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("catches a changed entry list, a swapped seed, and edited winners", () => {
    const tampered = list.replace("e001:2", "e001:9");
    expect(verifyDraw(published(), tampered).checks.find((c) => c.name === "entry list hash")?.ok).toBe(false);
    const otherSeed = verifyDraw(published({ seed: "ffff" }), list);
    expect(otherSeed.checks.find((c) => c.name === "seed commitment")?.ok).toBe(false);
    expect(otherSeed.ok).toBe(false);
    const edited = published();
    edited.winners = [...edited.winners!.slice(1), "e049"];
    expect(verifyDraw(edited, list).checks.find((c) => c.name === "winners")?.ok).toBe(false);
  });

  it("words the result for one winner and for several", () => {
    const one = verifyDraw(
      published({ number_of_winners: 1, winners: drawWinners({ entries, seed, winners: 1 }) }),
      list,
    );
    expect(one.checks.find((c) => c.name === "winners")?.detail).toBe("1 winner reproduced in order");
    expect(verifyDraw(published(), list).checks.find((c) => c.name === "winners")?.detail).toBe(
      "5 winners reproduced in order",
    );
  });

  it("checks a beacon seed against the beacon's value when given", () => {
    const draw = published({ seed_source: "drand", beacon_round: 42 });
    expect(verifyDraw(draw, list, { beaconRandomness: seed }).ok).toBe(true);
    expect(verifyDraw(draw, list, { beaconRandomness: "00" }).ok).toBe(false);
  });

  it("says so when nothing was drawn yet, and rejects malformed lists", () => {
    expect(verifyDraw(published({ drawn_at: null, seed: null, winners: null }), list).ok).toBe(false);
    expect(() => parseEntryList("no-weight-here\n")).toThrow(/not "<entrant>:<weight>"/);
  });
});
