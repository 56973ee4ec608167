import { describe, expect, it } from "vitest";
import { deadlineDistance, formatDeadline } from "./deadline-format";

describe("wallet deadlines", () => {
  it("are written in the viewer's time zone with the zone's name", () => {
    // The product's demo deadline: 1/24 at 2pm ET (docs/product/limits.md#interface-timings).
    expect(formatDeadline("2027-01-24T19:00:00.000Z", "America/New_York")).toBe(
      "Sunday, January 24, 2027 at 2:00 PM EST",
    );
    expect(formatDeadline("2027-01-24T19:00:00.000Z", "Europe/Paris")).toBe(
      "Sunday, January 24, 2027 at 8:00 PM GMT+1",
    );
    expect(formatDeadline("not a date")).toBe("");
  });

  it("say how far away they are", () => {
    const now = new Date("2027-01-20T19:00:00.000Z");
    expect(deadlineDistance("2027-01-24T19:00:00.000Z", now)).toBe("in 4 days");
    expect(deadlineDistance("2027-01-21T18:00:00.000Z", now)).toBe("in 23 hours");
    expect(deadlineDistance("2027-01-20T19:30:00.000Z", now)).toBe("in less than an hour");
    expect(deadlineDistance("2027-01-20T19:00:00.000Z", now)).toBe("ended");
  });
});
