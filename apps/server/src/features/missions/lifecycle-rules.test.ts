import { describe, expect, it } from "vitest";
import { pauseTarget, publishProblems, PUBLISH_MESSAGES, PAUSE_MESSAGES } from "./lifecycle-rules";

const now = new Date("2026-06-01T12:00:00Z");
const ready = {
  status: "draft" as const,
  objectiveCount: 3,
  hasReward: true,
  startsAt: new Date("2026-06-01T00:00:00Z"),
  endsAt: new Date("2026-06-08T00:00:00Z"),
  now,
};

describe("publishProblems", () => {
  it("has nothing to say about a complete draft", () => {
    expect(publishProblems(ready)).toEqual([]);
  });
  it("lists every missing piece in fixing order", () => {
    expect(publishProblems({ ...ready, objectiveCount: 0, hasReward: false, startsAt: null })).toEqual([
      PUBLISH_MESSAGES.noObjectives,
      PUBLISH_MESSAGES.noReward,
      PUBLISH_MESSAGES.noDates,
    ]);
  });
  it("bounds objectives to 1..10 and dates to start < end in the future", () => {
    expect(publishProblems({ ...ready, objectiveCount: 11 })).toEqual([PUBLISH_MESSAGES.tooManyObjectives]);
    expect(publishProblems({ ...ready, objectiveCount: 10 })).toEqual([]);
    expect(publishProblems({ ...ready, endsAt: ready.startsAt })).toEqual([PUBLISH_MESSAGES.startAfterEnd]);
    expect(publishProblems({ ...ready, now: new Date("2026-06-09T00:00:00Z") })).toEqual([PUBLISH_MESSAGES.endPassed]);
  });
  it("refuses anything but a draft", () => {
    expect(publishProblems({ ...ready, status: "published" })).toEqual([PUBLISH_MESSAGES.alreadyPublished]);
    for (const status of ["paused", "archived", "closed", "completed"] as const) {
      expect(publishProblems({ ...ready, status })).toEqual([PUBLISH_MESSAGES.notDraft]);
    }
  });
});

describe("pauseTarget", () => {
  it("pauses published and resumes paused missions only", () => {
    expect(pauseTarget("published", "pause")).toEqual({ next: "paused" });
    expect(pauseTarget("paused", "resume")).toEqual({ next: "published" });
    expect(pauseTarget("draft", "pause")).toEqual({ error: PAUSE_MESSAGES.notPublished });
    expect(pauseTarget("published", "resume")).toEqual({ error: PAUSE_MESSAGES.notPaused });
  });
});
