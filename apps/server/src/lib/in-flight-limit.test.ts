import { describe, expect, it } from "vitest";
import { inFlightLimit, withinLimit } from "./in-flight-limit";

describe("inFlightLimit", () => {
  it("admits up to max at once and refuses the next until one leaves", () => {
    const limit = inFlightLimit(2);
    expect([limit.tryEnter(), limit.tryEnter(), limit.tryEnter()]).toEqual([true, true, false]);
    limit.leave();
    expect(limit.tryEnter()).toBe(true);
    expect(limit.inFlight).toBe(2);
  });

  it("withinLimit frees the slot when the work fails, and refuses with the rate-limit error when full", async () => {
    const limit = inFlightLimit(1);
    await expect(withinLimit(limit, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(limit.inFlight).toBe(0);
    let release!: () => void;
    const held = withinLimit(limit, () => new Promise<void>((r) => (release = r)));
    await expect(withinLimit(limit, async () => 1)).rejects.toMatchObject({ code: "rate_limited" });
    release();
    await held;
    expect(await withinLimit(limit, async () => 2)).toBe(2);
  });
});
