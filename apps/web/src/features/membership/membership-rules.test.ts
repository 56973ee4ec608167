import { DEFAULT_ENTITLEMENTS, FREE_SUBSCRIPTION, type Subscription, type SubscriptionSource } from "@questhq/core";
import type { TierEntitlements } from "@questhq/core/schemas/responses/membership";
import { describe, expect, it } from "vitest";
import {
  cardAction,
  hasSeveralSources,
  hasStripeBilling,
  isCheckoutActivated,
  isHeldThroughNft,
  isPastDue,
  lacksTool,
  tiersWithTool,
} from "./membership-rules";

const stripe = (
  tierName: "Member" | "Pro" | "Whale",
  status: "active" | "past_due" | "trialing" | "canceled" | "inactive" = "active",
): SubscriptionSource => ({
  kind: "stripe",
  tierName,
  status,
  currentPeriodEnd: "2026-12-26T12:00:00.000Z",
  cancelAtPeriodEnd: false,
});
const nft = (tierName: "Member" | "Whale", tokenId = "1320"): SubscriptionSource => ({
  kind: "nft",
  tierName,
  tokenId,
  wallet: "0x1234567890abcdef1234567890abcdef1234abcd",
  staked: true,
});

/** A subscription as the server answers it: the highest tier of its sources. */
function sub(
  tierName: Subscription["tierName"],
  sources: SubscriptionSource[],
  extra: Partial<Subscription> = {},
): Subscription {
  const first = sources[0];
  return {
    ...FREE_SUBSCRIPTION,
    tierName,
    kind: !first ? "free" : first.kind,
    status: first?.kind === "stripe" ? first.status : tierName === "Free" ? "inactive" : "active",
    sources,
    ...extra,
  };
}

describe("cardAction: the button of each paid tier's card", () => {
  it("sends a signed-out visitor to sign in, on every card", () => {
    expect(["Member", "Pro", "Whale"].map((t) => cardAction(t as "Pro", null))).toEqual([
      "sign-in",
      "sign-in",
      "sign-in",
    ]);
  });

  it("offers Join on every card to a Free user", () => {
    const free = FREE_SUBSCRIPTION;
    expect([cardAction("Member", free), cardAction("Pro", free), cardAction("Whale", free)]).toEqual([
      "join",
      "join",
      "join",
    ]);
  });

  it("gives a Pro subscriber Manage billing on Pro, Upgrade above it and Included below it", () => {
    const pro = sub("Pro", [stripe("Pro")]);
    expect(cardAction("Member", pro)).toBe("included");
    expect(cardAction("Pro", pro)).toBe("manage");
    expect(cardAction("Whale", pro)).toBe("upgrade");
  });

  it("offers no purchase of a tier held through an NFT, and says so", () => {
    const whaleNft = sub("Whale", [nft("Whale")]);
    expect(cardAction("Whale", whaleNft)).toBe("included");
    expect(cardAction("Pro", whaleNft)).toBe("included");
    expect(isHeldThroughNft("Whale", whaleNft)).toBe(true);
    expect(isHeldThroughNft("Member", whaleNft)).toBe(false);

    const memberNft = sub("Member", [nft("Member", "7")]);
    expect(cardAction("Member", memberNft)).toBe("included");
    expect(cardAction("Pro", memberNft)).toBe("upgrade");
    expect(cardAction("Whale", memberNft)).toBe("upgrade");
  });

  it("keeps the portal reachable for a Stripe plan below an NFT's tier", () => {
    const both = sub("Whale", [stripe("Pro"), nft("Whale")]);
    expect(cardAction("Pro", both)).toBe("manage");
    expect(cardAction("Member", both)).toBe("included");
    expect(cardAction("Whale", both)).toBe("included");
  });

  it("manages a past-due plan, and treats a cancelled one as gone", () => {
    expect(cardAction("Member", sub("Member", [stripe("Member", "past_due")]))).toBe("manage");
    const lapsed = sub("Free", [stripe("Pro", "canceled")]);
    expect(cardAction("Pro", lapsed)).toBe("join");
    expect(hasStripeBilling(lapsed)).toBe(false);
  });
});

describe("past-due and several sources", () => {
  it("flags a failed renewal from the top-level status or from a Stripe source", () => {
    expect(isPastDue(sub("Pro", [stripe("Pro", "past_due")]))).toBe(true);
    expect(isPastDue(sub("Pro", [stripe("Pro")], { status: "past_due" }))).toBe(true);
    expect(isPastDue(sub("Pro", [stripe("Pro")]))).toBe(false);
    expect(isPastDue(null)).toBe(false);
  });

  it("says the higher tier is shown only when more than one reason applies", () => {
    expect(hasSeveralSources(sub("Whale", [stripe("Pro"), nft("Whale")]))).toBe(true);
    expect(hasSeveralSources(sub("Whale", [nft("Whale")]))).toBe(false);
    expect(hasSeveralSources(sub("Whale", [stripe("Pro", "canceled"), nft("Whale")]))).toBe(false);
  });
});

describe("isCheckoutActivated: the success banner's end", () => {
  it("waits for the bought tier's Stripe source, not just any paid tier", () => {
    expect(isCheckoutActivated(FREE_SUBSCRIPTION, "Pro")).toBe(false);
    expect(isCheckoutActivated(sub("Member", [stripe("Member")]), "Pro")).toBe(false);
    expect(isCheckoutActivated(sub("Whale", [nft("Whale")]), "Pro")).toBe(false);
    expect(isCheckoutActivated(sub("Whale", [stripe("Pro"), nft("Whale")]), "Pro")).toBe(true);
    expect(isCheckoutActivated(sub("Pro", [stripe("Pro", "trialing")]), "Pro")).toBe(true);
  });

  it("without the bought tier, takes any live Stripe source", () => {
    expect(isCheckoutActivated(sub("Member", [stripe("Member")]), null)).toBe(true);
    expect(isCheckoutActivated(sub("Free", [stripe("Member", "canceled")]), null)).toBe(false);
    expect(isCheckoutActivated(undefined, null)).toBe(false);
  });
});

describe("organizer tools from the server's tier table", () => {
  const table: TierEntitlements = {
    tiers: (["Free", "Member", "Pro", "Whale"] as const).map((tierName, rank) => ({
      tierName,
      rank,
      entitlements: DEFAULT_ENTITLEMENTS[tierName],
    })),
    organizerTools: [{ id: "winner_contact_export", label: "Winner exports with contact columns" }],
  };

  it("locks contact exports for Free and Member, not for Pro and Whale", () => {
    expect(lacksTool(table, "Free", "winner_contact_export")).toBe(true);
    expect(lacksTool(table, "Member", "winner_contact_export")).toBe(true);
    expect(lacksTool(table, "Pro", "winner_contact_export")).toBe(false);
    expect(lacksTool(table, "Whale", "winner_contact_export")).toBe(false);
    expect(tiersWithTool(table, "winner_contact_export")).toEqual(["Pro", "Whale"]);
  });

  it("does not lock while the tier or the table is unknown", () => {
    expect(lacksTool(undefined, "Free", "winner_contact_export")).toBe(false);
    expect(lacksTool(table, undefined, "winner_contact_export")).toBe(false);
  });

  it("follows an operator's table that gives the tool to Member", () => {
    const generous: TierEntitlements = {
      ...table,
      tiers: table.tiers.map((t) =>
        t.tierName === "Member"
          ? { ...t, entitlements: { ...t.entitlements, organizerTools: ["winner_contact_export"] } }
          : t,
      ),
    };
    expect(lacksTool(generous, "Member", "winner_contact_export")).toBe(false);
    expect(tiersWithTool(generous, "winner_contact_export")).toEqual(["Member", "Pro", "Whale"]);
  });
});
