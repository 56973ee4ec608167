import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byStanding, competitionRanks, type Standing } from "./standings";

// Boosted credits of very different lengths (1 to 13 digits) with many ties, and hex accounts.
const standing = fc.record({
  account: fc.stringMatching(/^[0-9a-f]{24}$/),
  boostedCredits: fc.oneof(fc.constantFrom(1n, 5n, 500n, 1_825n), fc.bigInt({ min: 1n, max: 10n ** 13n })),
});

describe("saga standings order", () => {
  it("orders by boosted credits as numbers, then account, and ranks by accounts strictly ahead", () => {
    fc.assert(
      fc.property(fc.uniqueArray(standing, { selector: (s) => s.account, maxLength: 200 }), (rows) => {
        const ordered = [...rows].sort(byStanding);
        const ranks = competitionRanks(ordered);
        ordered.forEach((r, i) => {
          if (i > 0) {
            const prev = ordered[i - 1]!;
            expect(prev.boostedCredits >= r.boostedCredits).toBe(true);
            if (prev.boostedCredits === r.boostedCredits) expect(prev.account < r.account).toBe(true);
          }
          expect(ranks[i]).toBe(rows.filter((o) => o.boostedCredits > r.boostedCredits).length + 1);
        });
      }),
    );
  });

  it("puts 1,825 above 500 and shares a rank between equals (1, 2, 2, 4)", () => {
    const rows: Standing[] = [
      { account: "b", boostedCredits: 500n },
      { account: "a", boostedCredits: 1_825n },
      { account: "d", boostedCredits: 1_075n },
      { account: "c", boostedCredits: 1_075n },
    ];
    const ordered = rows.sort(byStanding);
    expect(ordered.map((r) => r.account)).toEqual(["a", "c", "d", "b"]);
    expect(competitionRanks(ordered)).toEqual([1, 2, 2, 4]);
  });
});
