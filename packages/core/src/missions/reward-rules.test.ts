import { describe, expect, it } from "vitest";
import { MISSION_STATUSES } from "./mission-schemas";
import { REWARD_DELETE_REFUSAL, rewardDeleteRefusal } from "./reward-rules";

describe("deleting a mission's reward", () => {
  it("is allowed on a draft only; every other state keeps its reward, in the server's words", () => {
    const refusals = Object.fromEntries(MISSION_STATUSES.map((s) => [s, rewardDeleteRefusal(s)]));
    expect(refusals).toEqual({
      draft: null,
      published: REWARD_DELETE_REFUSAL,
      paused: REWARD_DELETE_REFUSAL,
      closed: REWARD_DELETE_REFUSAL,
      completed: REWARD_DELETE_REFUSAL,
      archived: REWARD_DELETE_REFUSAL,
    });
    expect(REWARD_DELETE_REFUSAL).toBe("A published mission must keep its reward.");
  });
});
