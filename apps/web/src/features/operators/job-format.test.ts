import { describe, expect, it } from "vitest";
import { formatDateTime } from "@questhq/core";
import { jobTime, lastRunState, leaseLabel, scheduleLabel } from "./job-format";

describe("the operator page's words for background jobs", () => {
  it("says a job's interval in the largest whole unit, and Off when the server does not run it", () => {
    expect(scheduleLabel(5_000)).toBe("Every 5 seconds");
    expect(scheduleLabel(1_000)).toBe("Every second");
    expect(scheduleLabel(60_000)).toBe("Every minute");
    expect(scheduleLabel(15 * 60_000)).toBe("Every 15 minutes");
    expect(scheduleLabel(3_600_000)).toBe("Every hour");
    expect(scheduleLabel(90_000)).toBe("Every 90 seconds");
    expect(scheduleLabel(300)).toBe("Every 300 milliseconds");
    expect(scheduleLabel(1_500)).toBe("Every 1,500 milliseconds");
    expect(scheduleLabel(null)).toBe("Off");
  });

  it("names the last run's outcome, a run under way first", () => {
    expect(lastRunState({ running: true, last_outcome: "failed" })).toEqual({ label: "Running", tone: "brand" });
    expect(lastRunState({ running: false, last_outcome: "ok" })).toEqual({ label: "OK", tone: "success" });
    expect(lastRunState({ running: false, last_outcome: "failed" })).toEqual({ label: "Failed", tone: "danger" });
    expect(lastRunState({ running: false, last_outcome: null })).toEqual({ label: "Never run", tone: "neutral" });
  });

  it("shows times in the site's date format, a dash for none, and the lease in plain words", () => {
    const at = "2026-11-23T21:41:00.000Z";
    expect(jobTime(at)).toBe(formatDateTime(new Date(at)));
    expect(jobTime(null)).toBe("—");
    expect(leaseLabel("lock")).toBe("One server at a time");
    expect(leaseLabel("claims")).toBe("Shared by every server");
  });
});
