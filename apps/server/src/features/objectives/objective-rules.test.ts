import { describe, expect, it } from "vitest";
import { canAddObjective, canRemoveObjective, canUpdateObjective, OBJECTIVE_RULES } from "./objective-rules";

const draft = { status: "draft" as const, hasParticipants: false };
const liveEmpty = { status: "published" as const, hasParticipants: false };
const liveStarted = { status: "published" as const, hasParticipants: true };
const follow = { template: "twitter_follow", values: { username: "@jack", button_title: "Follow" }, credits: 10 };

describe("objective rules", () => {
  it("caps a mission at 10 objectives in any state", () => {
    expect(canAddObjective(draft, 9)).toBeNull();
    expect(canAddObjective(draft, 10)).toBe(OBJECTIVE_RULES.tooMany);
  });
  it("lets published missions grow or shrink until someone starts", () => {
    expect(canAddObjective(liveEmpty, 3)).toBeNull();
    expect(canRemoveObjective(liveEmpty)).toBeNull();
    expect(canAddObjective(liveStarted, 3)).toBe(OBJECTIVE_RULES.addAfterStart);
    expect(canRemoveObjective(liveStarted)).toBe(OBJECTIVE_RULES.removeAfterStart);
  });
  it("fixes the template once published and the verified values once started", () => {
    expect(canUpdateObjective(draft, follow, { ...follow, template: "twitter_like" })).toBeNull();
    expect(canUpdateObjective(liveEmpty, follow, { ...follow, template: "twitter_like" })).toBe(
      OBJECTIVE_RULES.templateFrozen,
    );
    expect(canUpdateObjective(liveEmpty, follow, { ...follow, values: { username: "@jill" } })).toBeNull();
    expect(
      canUpdateObjective(liveStarted, follow, { ...follow, values: { username: "@jill", button_title: "Follow" } }),
    ).toBe(OBJECTIVE_RULES.valuesFrozen);
    expect(
      canUpdateObjective(liveStarted, follow, {
        ...follow,
        values: { username: "@jack", button_title: "Follow us", title: "Follow" },
      }),
    ).toBeNull();
    expect(canUpdateObjective(liveStarted, follow, { ...follow, credits: 20 })).toBe(OBJECTIVE_RULES.creditsFrozen);
  });
});
