import { describe, expect, it } from "vitest";
import { sha256, stringToBytes } from "viem";
import fc from "fast-check";
import {
  canonicalEntries,
  canonicalEntryList,
  drawWinners,
  DrawInputError,
  entryListHash,
  uniformForPick,
  type DrawEntry,
} from "./draw";

const entries: DrawEntry[] = [
  { id: "user-c", weight: 3 },
  { id: "user-a", weight: 1 },
  { id: "user-b", weight: 0 },
  { id: "user-d", weight: 5 },
];

/** One id entered twice (with different weights): no list may hold it. */
const SAME_ID_TWICE: DrawEntry[] = [
  { id: "a", weight: 1 },
  { id: "a", weight: 2 },
];

describe("entry list", () => {
  it("is canonical: zero weights dropped, sorted by id, one line per entry", () => {
    expect(canonicalEntryList(entries)).toBe("user-a:1\nuser-c:3\nuser-d:5\n");
    expect(entryListHash(entries)).toBe(sha256(stringToBytes("user-a:1\nuser-c:3\nuser-d:5\n")));
    expect(entryListHash([...entries].reverse())).toBe(entryListHash(entries));
  });

  it("refuses duplicate ids, reserved characters and non-integer weights", () => {
    expect(() => canonicalEntryList(SAME_ID_TWICE)).toThrow(DrawInputError);
    expect(() => canonicalEntryList([{ id: "a:b", weight: 1 }])).toThrow(DrawInputError);
    expect(() => canonicalEntryList([{ id: "a", weight: 1.5 }])).toThrow(DrawInputError);
    expect(() => canonicalEntryList([{ id: "a", weight: -1 }])).toThrow(DrawInputError);
  });
});

describe("drawWinners", () => {
  it("reproduces the same winners from the same list and seed, whatever the input order", () => {
    const a = drawWinners({ entries, seed: "beacon-123", winners: 2 });
    const b = drawWinners({ entries: [...entries].reverse(), seed: "beacon-123", winners: 2 });
    expect(a).toEqual(b);
    expect(a).toHaveLength(2);
    expect(new Set(a).size).toBe(2);
    expect(a).not.toContain("user-b");
  });

  it("follows the documented steps exactly (an independent re-implementation agrees)", () => {
    // Recompute pick by pick with a plain cumulative scan instead of the Fenwick tree.
    const seed = "0xfeedface";
    const list = [
      { id: "a", weight: 2 },
      { id: "b", weight: 7 },
      { id: "c", weight: 1 },
      { id: "d", weight: 4 },
    ];
    const expected: string[] = [];
    const left = [...list];
    for (let i = 0; i < 3; i++) {
      const total = left.reduce((s, e) => s + e.weight, 0);
      let r = uniformForPick(seed, i, total);
      const index = left.findIndex((e) => {
        r -= e.weight;
        return r < 0;
      });
      expected.push(left[index]!.id);
      left.splice(index, 1);
    }
    expect(drawWinners({ entries: list, seed, winners: 3 })).toEqual(expected);
  });

  it("gives everyone a place when there are fewer entrants than winners", () => {
    expect(drawWinners({ entries, seed: "s", winners: 10 }).sort()).toEqual(["user-a", "user-c", "user-d"]);
    expect(drawWinners({ entries: [], seed: "s", winners: 3 })).toEqual([]);
  });

  it("changes with the seed", () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: `u${String(i).padStart(3, "0")}`, weight: 1 + (i % 4) }));
    expect(drawWinners({ entries: many, seed: "one", winners: 10 })).not.toEqual(
      drawWinners({ entries: many, seed: "two", winners: 10 }),
    );
  });

  it("is fair: over many seeds, first picks follow the weights (chi-square, p > 0.001)", () => {
    const weighted = [
      { id: "w1", weight: 1 },
      { id: "w2", weight: 2 },
      { id: "w3", weight: 3 },
      { id: "w4", weight: 4 },
    ];
    const draws = 20_000;
    const counts = new Map<string, number>();
    for (let s = 0; s < draws; s++) {
      const [first] = drawWinners({ entries: weighted, seed: `seed-${s}`, winners: 1 });
      counts.set(first!, (counts.get(first!) ?? 0) + 1);
    }
    let chi = 0;
    for (const e of weighted) {
      const expected = (draws * e.weight) / 10;
      chi += ((counts.get(e.id) ?? 0) - expected) ** 2 / expected;
    }
    // 3 degrees of freedom: the 0.001 critical value is 16.27.
    expect(chi).toBeLessThan(16.27);
  });

  it("samples without replacement: a heavy entry wins once, then the rest share the places", () => {
    const list = [
      { id: "whale", weight: 999 },
      { id: "x", weight: 1 },
      { id: "y", weight: 1 },
    ];
    const winners = drawWinners({ entries: list, seed: "s", winners: 3 });
    expect(winners.sort()).toEqual(["whale", "x", "y"]);
  });

  it("needs a seed and a whole number of winners", () => {
    expect(() => drawWinners({ entries, seed: "", winners: 1 })).toThrow(DrawInputError);
    expect(() => drawWinners({ entries, seed: "s", winners: 1.5 })).toThrow(DrawInputError);
  });
});

describe("SHA-256 and canonical lists in Node", () => {
  it("Node's hash gives noble's bytes, for ASCII and for other UTF-8 text", async () => {
    const { sha256: noble } = await import("@noble/hashes/sha2.js");
    const { createSha256 } = await import("./sha256");
    for (const text of ["", "user-a:1\n", "seed:0:0", "émoji 🎉:3\n".repeat(1000)]) {
      const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
      expect(hex(createSha256().update(text.slice(0, 3)).update(text.slice(3)).digest())).toBe(
        hex(noble(new TextEncoder().encode(text))),
      );
    }
  });

  it("returns an already canonical list as it is, and still sorts, filters and checks any other", () => {
    const canonical: DrawEntry[] = [
      { id: "a", weight: 1 },
      { id: "b", weight: 2 },
    ];
    expect(canonicalEntries(canonical)).toBe(canonical);
    const unsorted = [
      { id: "b", weight: 2 },
      { id: "c", weight: 0 },
      { id: "a", weight: 1 },
    ];
    expect(canonicalEntries(unsorted)).toEqual(canonical);
    expect(() => canonicalEntries(SAME_ID_TWICE)).toThrow(DrawInputError);
    expect(() => canonicalEntries([{ id: "a", weight: 1.5 }])).toThrow(DrawInputError);
  });
});

describe("entry-list hash written as bytes", () => {
  const plain = (entries: DrawEntry[]) => sha256(stringToBytes(canonicalEntryList(entries)));

  it("equals SHA-256 of the canonical text for any ids and weights", () => {
    const id = fc.string({ unit: "binary", minLength: 1, maxLength: 12 }).filter((s) => !/[:\n]/.test(s));
    const weight = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.constant(Number.MAX_SAFE_INTEGER));
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id, weight }), { selector: (e) => e.id, maxLength: 40 }), (entries) => {
        expect(entryListHash(entries)).toBe(plain(entries));
      }),
    );
    // A hundred lists of up to 40 entries hashed twice each: well under a second alone, longer on a loaded machine.
  }, 30_000);

  it("across buffer flushes, and for an id longer than the buffer", () => {
    const many = Array.from({ length: 60_000 }, (_, i) => ({
      id: `participant-${String(i).padStart(6, "0")}-é`,
      weight: i,
    }));
    expect(entryListHash(many)).toBe(plain(many));
    const huge = [
      { id: `${"界".repeat(400_000)}`, weight: 7 },
      { id: "z", weight: 1 },
    ];
    expect(entryListHash(huge)).toBe(plain(huge));
  });
});
