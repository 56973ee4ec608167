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
