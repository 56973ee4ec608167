import type { MissionOverviewView } from "@questhq/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { overviewSortKeys, sortOrders } from "./analytics-search";
import { compareMissions, nextSort, sortMissions } from "./overview-sort";

const mission = (id: string, over: Partial<MissionOverviewView> = {}): MissionOverviewView => ({
  mission_id: id,
  title: `Mission ${id}`,
  slug: id,
  status: "published",
  visitors: 0,
  participants: 0,
  completed: 0,
  completion_rate: null,
  entries: 0,
  winners: 0,
  collected: 0,
  ...over,
});

// Counts of very different lengths (0, a few, millions, the largest safe integer) and many ties.
const count = fc.oneof(
  fc.constantFrom(0, 1, 2, 10),
  fc.integer({ min: 0, max: 999 }),
  fc.integer({ min: 1_000_000, max: 999_999_999 }),
  fc.constant(Number.MAX_SAFE_INTEGER),
);
const arbitraryMission = fc
  .record({
    id: fc.uuid(),
    title: fc.constantFrom("Alpha", "alpha", "Beta", "Mission 2", "Mission 10", "Ärger", ""),
    visitors: count,
    participants: count,
    completed: count,
    entries: count,
    winners: count,
    collected: count,
    rate: fc.option(fc.constantFrom(0, 0.25, 1 / 3, 0.5, 1), { nil: null }),
  })
  .map((m) => mission(m.id, { ...m, completion_rate: m.rate }));

describe("sortMissions", () => {
  it("orders every column both ways, nulls last, ties by title then id, whatever order the server sent", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryMission, { maxLength: 40 }),
        fc.constantFrom(...overviewSortKeys),
        fc.constantFrom(...sortOrders),
        (missions, key, order) => {
          const sorted = sortMissions(missions, { key, order });
          expect(sorted).toHaveLength(missions.length);
          expect(new Set(sorted)).toEqual(new Set(missions));
          expect(sortMissions([...missions].reverse(), { key, order })).toEqual(sorted);
          const compare = compareMissions(key, order);
          for (let i = 1; i < sorted.length; i++) {
            const [a, b] = [sorted[i - 1]!, sorted[i]!];
            expect(compare(a, b)).toBeLessThanOrEqual(0);
            if (key === "title") continue;
            if (a[key] === null) expect(b[key]).toBeNull();
            else if (b[key] !== null && a[key] !== b[key])
              expect(order === "asc" ? a[key] < b[key] : a[key] > b[key]).toBe(true);
          }
        },
      ),
    );
  });

  it("puts a mission without a completion rate after 0% whichever way", () => {
    const missions = [
      mission("a", { completion_rate: null }),
      mission("b", { completion_rate: 0 }),
      mission("c", { completion_rate: 1 }),
    ];
    const ids = (order: "asc" | "desc") =>
      sortMissions(missions, { key: "completion_rate", order }).map((m) => m.mission_id);
    expect(ids("asc")).toEqual(["b", "c", "a"]);
    expect(ids("desc")).toEqual(["c", "b", "a"]);
  });

  it("compares large counts exactly and breaks ties by title, then by id", () => {
    const missions = [
      mission("z", { title: "Same", visitors: Number.MAX_SAFE_INTEGER - 1 }),
      mission("y", { title: "Same", visitors: Number.MAX_SAFE_INTEGER }),
      mission("x", { title: "Same", visitors: Number.MAX_SAFE_INTEGER }),
      mission("w", { title: "Other", visitors: Number.MAX_SAFE_INTEGER }),
    ];
    expect(sortMissions(missions, { key: "visitors", order: "desc" }).map((m) => m.mission_id)).toEqual([
      "w",
      "x",
      "y",
      "z",
    ]);
    expect(sortMissions(missions, { key: "visitors", order: "asc" }).map((m) => m.mission_id)).toEqual([
      "z",
      "w",
      "x",
      "y",
    ]);
  });

  it("sorts titles as people read them: case aside, numbers by value", () => {
    const titles = ["mission 10", "Mission 2", "alpha", "Beta"].map((title, i) => mission(String(i), { title }));
    expect(sortMissions(titles, { key: "title", order: "asc" }).map((m) => m.title)).toEqual([
      "alpha",
      "Beta",
      "Mission 2",
      "mission 10",
    ]);
  });
});

describe("nextSort", () => {
  it("turns the sorted column around, and starts another column at its natural order", () => {
    expect(nextSort({ key: "visitors", order: "desc" }, "visitors")).toEqual({ key: "visitors", order: "asc" });
    expect(nextSort({ key: "visitors", order: "asc" }, "visitors")).toEqual({ key: "visitors", order: "desc" });
    expect(nextSort({ key: "visitors", order: "asc" }, "entries")).toEqual({ key: "entries", order: "desc" });
    expect(nextSort({ key: "visitors", order: "desc" }, "title")).toEqual({ key: "title", order: "asc" });
  });
});
