import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { BUSY_TRIES, callRetryingWhenBusy } from "./retry-when-busy";

const busy = () => new ApiError(429, "rate_limited", "Too many requests; try again in 1 second.");

describe("callRetryingWhenBusy", () => {
  it("sends again after a second while the server is busy, and answers the first success", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await callRetryingWhenBusy(
      async () => {
        calls++;
        if (calls < BUSY_TRIES) throw busy();
        return "completed";
      },
      async (ms) => void waits.push(ms),
    );
    expect(result).toBe("completed");
    expect(calls).toBe(BUSY_TRIES);
    expect(waits).toEqual(Array(BUSY_TRIES - 1).fill(1000));
  });

  it("gives the last refusal to the caller after BUSY_TRIES, and any other error at once", async () => {
    let calls = 0;
    await expect(
      callRetryingWhenBusy(
        async () => {
          calls++;
          throw busy();
        },
        async () => {},
      ),
    ).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(BUSY_TRIES);
    calls = 0;
    const conflict = new ApiError(409, "conflict", "Link your X account first.");
    await expect(
      callRetryingWhenBusy(
        async () => {
          calls++;
          throw conflict;
        },
        async () => {},
      ),
    ).rejects.toBe(conflict);
    expect(calls).toBe(1);
  });
});
