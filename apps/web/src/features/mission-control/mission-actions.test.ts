import { describe, expect, it } from "vitest";
import { endEntriesStatement, missionActions } from "./mission-actions";

const DAY = 86_400_000;
const reward = { kind: "raffle" } as never;
const mission = (o: { status: "published" | "closed"; phase: "live" | "ended"; endsIn: number }) => ({
  status: o.status,
  phase: o.phase,
  ends_at: new Date(Date.now() + o.endsIn * DAY).toISOString(),
  reward,
});

describe("mission control's draw action", () => {
  it("says on a live mission that drawing ends entries first, and plainly 'Draw winners' once they are closed", () => {
    const live = missionActions(mission({ status: "published", phase: "live", endsIn: 3 }), "admin");
    expect(live.find((a) => a.key === "draw")).toEqual({
      key: "draw",
      label: "End entries and draw",
      short: "End & draw",
    });
    const ended = missionActions(mission({ status: "published", phase: "ended", endsIn: -1 }), "admin");
    expect(ended.find((a) => a.key === "draw")?.label).toBe("Draw winners");
    const closed = missionActions(mission({ status: "closed", phase: "live", endsIn: 3 }), "admin");
    expect(closed.find((a) => a.key === "draw")?.label).toBe("Draw winners");
    expect(
      missionActions(mission({ status: "published", phase: "live", endsIn: 3 }), "member").map((a) => a.key),
    ).not.toContain("draw");
  });

  it("tells the organizer what ending entries means for the people taking part", () => {
    expect(endEntriesStatement({ participant_count: 1, entries: 1 })).toBe(
      "This mission is live: 1 person has joined it so far. Drawing now ends entries for everyone: anyone still " +
        "completing objectives can no longer enter, and the draw counts only the 1 entry made so far.",
    );
    expect(endEntriesStatement({ participant_count: 1_204, entries: 37 })).toContain(
      "1,204 people have joined it so far",
    );
    expect(endEntriesStatement({ participant_count: 1_204, entries: 37 })).toContain("counts only the 37 entries made");
  });
});

describe("mission control's analytics action", () => {
  const facts = (status: "draft" | "published" | "completed" | "archived") => ({
    status,
    phase: status === "published" ? ("live" as const) : status,
    ends_at: null,
    reward: null,
  });
  it("is offered to every member for a mission people could see, before Archive", () => {
    for (const role of ["member", "admin"] as const) {
      for (const status of ["published", "completed"] as const) {
        const keys = missionActions(facts(status), role).map((a) => a.key);
        expect(keys).toContain("analytics");
        if (role === "admin") expect(keys.indexOf("analytics")).toBe(keys.indexOf("archive") - 1);
      }
    }
    expect(missionActions(facts("published"), "member").find((a) => a.key === "analytics")?.label).toBe("Analytics");
  });
  it("is not offered for a draft nobody could visit, an archived mission, or outside the organization", () => {
    expect(missionActions(facts("draft"), "admin").map((a) => a.key)).not.toContain("analytics");
    expect(missionActions(facts("archived"), "admin")).toEqual([]);
    expect(missionActions(facts("published"), null).map((a) => a.key)).not.toContain("analytics");
  });
});
