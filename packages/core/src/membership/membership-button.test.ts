import { describe, expect, it } from "vitest";
import { membershipButton } from "./membership-button";

describe("membershipButton", () => {
  it("offers Join Now without a paid subscription", () => {
    for (const tier of [null, undefined, "", "Free", "free", "Platinum"]) {
      expect(membershipButton(tier)).toEqual({ label: "Join Now", href: "/membership" });
    }
  });

  it("links Member and Whale to the member Discord, externally", () => {
    expect(membershipButton("Member")).toEqual({ label: "Member Discord", external: true });
    expect(membershipButton("Whale")).toEqual({ label: "Member Discord", external: true });
    expect(membershipButton("WHALE")).toEqual({ label: "Member Discord", external: true });
  });

  it("offers Upgrade to Pro subscribers", () => {
    expect(membershipButton("Pro")).toEqual({ label: "Upgrade", href: "/membership" });
  });
});
