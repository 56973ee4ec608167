import { describe, expect, it } from "vitest";
import { entryButtonState, isEntryFormHidden, canMoveTo, userStatusLabel, type EntryButtonInput } from "./status";
import { entryCost, exportFileName, isBlockedEntryKey, normaliseEntryCount, skipCost } from "./entry";
import { completeSchema, exportSchema, participateSchema } from "./entry-schemas";
import { missionCreditType, objectiveCredits } from "./credits";

describe("user status labels (docs/product/missions.md#participant-status)", () => {
  it("maps every status, and Entered by mission status", () => {
    expect(userStatusLabel("Not Started", "published")).toBe("Not Started");
    expect(userStatusLabel("Started", "published")).toBe("Started");
    expect(userStatusLabel("CompletedObjectives", "published")).toBe("Completed Objectives");
    expect(userStatusLabel("Completed", "published")).toBe("Completed Mission");
    expect(userStatusLabel("Selected", "completed")).toBe("Winner");
    expect(userStatusLabel("Entered", "published")).toBe("Results pending");
    expect(userStatusLabel("Entered", "completed")).toBe("Not Selected");
    expect(userStatusLabel("Entered", "Archived")).toBe("Not Selected");
    expect(userStatusLabel("Entered", "closed")).toBe("Winners Selected soon");
  });

  it("only moves forward", () => {
    expect(canMoveTo("Started", "CompletedObjectives")).toBe(true);
    expect(canMoveTo("CompletedObjectives", "Entered")).toBe(true);
    expect(canMoveTo("Entered", "Selected")).toBe(true);
    expect(canMoveTo("Entered", "Started")).toBe(false);
    expect(canMoveTo("Completed", "Entered")).toBe(false);
    expect(canMoveTo("Selected", "Selected")).toBe(false);
  });

  it("hides the entry form once entered, completed or selected", () => {
    expect(
      ["Not Started", "Started", "CompletedObjectives", "Completed", "Entered", "Selected"].filter((s) =>
        isEntryFormHidden(s as never),
      ),
    ).toEqual(["Completed", "Entered", "Selected"]);
  });
});

describe("entry button precedence (docs/product/missions.md#entry-button)", () => {
  const ready: EntryButtonInput = {
    isSignedIn: true,
    isEnded: false,
    isResultsPending: false,
    isNotStarted: false,
    isPaused: false,
    areObjectivesComplete: true,
    cost: 0,
  };
  it("follows the exact order", () => {
    expect(entryButtonState({ ...ready, isSignedIn: false, isEnded: true }).label).toBe("Sign in to participate");
    expect(entryButtonState({ ...ready, isEnded: true, isNotStarted: true, isPaused: true }).label).toBe(
      "Mission Ended",
    );
    expect(entryButtonState({ ...ready, isEnded: true, isResultsPending: true }).label).toBe(
      "Winners will be picked soon",
    );
    expect(entryButtonState({ ...ready, isNotStarted: true, isPaused: true, areObjectivesComplete: false }).label).toBe(
      "Mission Has Not Started",
    );
    expect(entryButtonState({ ...ready, isPaused: true, areObjectivesComplete: false }).label).toBe(
      "Mission is currently paused",
    );
    expect(entryButtonState({ ...ready, areObjectivesComplete: false }).label).toBe("Complete Objectives to Enter");
    expect(entryButtonState(ready).label).toBe("Enter For Free");
    expect(entryButtonState({ ...ready, cost: 1200 }).label).toBe("Enter For 1,200 $HQ");
  });
});

describe("entry rules (docs/product/missions.md#entering)", () => {
  it("prices entries beyond the free ones at 200 $HQ and skips at 10 $HQ each", () => {
    expect(entryCost(1, 1)).toBe(0);
    expect(entryCost(3, 1)).toBe(400);
    expect(entryCost(0, 2)).toBe(0);
    expect(skipCost(5)).toBe(50);
  });

  it("normalises the entry count: numeric only, min free entries, max 999, reset when invalid", () => {
    expect(normaliseEntryCount("5", 2)).toBe(5);
    expect(normaliseEntryCount("", 2)).toBe(2);
    expect(normaliseEntryCount("1", 2)).toBe(2);
    expect(normaliseEntryCount("abc", 3)).toBe(3);
    expect(normaliseEntryCount("1.5", 1)).toBe(1);
    expect(normaliseEntryCount("5000", 1)).toBe(999);
    expect(["-", ".", "e", "5"].map(isBlockedEntryKey)).toEqual([true, true, true, false]);
  });

  it("parses the API bodies with clear messages", () => {
    expect(completeSchema.safeParse({ wallet_address: "0xabc", quantity: 1000 }).success).toBe(false);
    expect(completeSchema.parse({ wallet_address: " 0xabc ", quantity: "2" })).toEqual({
      wallet_address: "0xabc",
      quantity: 2,
    });
    expect(participateSchema.parse({ objective_id: -1 }).action).toBe("verify");
    expect(participateSchema.safeParse({ objective_id: "x" }).success).toBe(false);
    const tx = participateSchema.safeParse({ objective_id: -1, tx_hash: "0x12" });
    expect(tx.success ? null : tx.error.issues[0]?.message).toBe(
      "Enter the transaction hash: 0x followed by 64 hex characters.",
    );
    const none = exportSchema.safeParse({ fields: [] });
    expect(none.success ? null : none.error.issues[0]?.message).toBe("Select at least one field to export.");
  });

  it("names the export file mission-winners-{title}-{date}.csv", () => {
    expect(exportFileName("Genesis Pass: Round #2!", new Date("2026-03-04T10:00:00Z"))).toBe(
      "mission-winners-Genesis-Pass-Round-2-2026-03-04.csv",
    );
    expect(exportFileName("🎉", new Date("2026-03-04T10:00:00Z"))).toBe("mission-winners-mission-2026-03-04.csv");
  });
});

describe("credits per objective", () => {
  it("defaults by mission type and keeps an objective's own credits", () => {
    expect(objectiveCredits(null, missionCreditType("raffle", false))).toBe(10);
    expect(objectiveCredits(null, missionCreditType("allowlist", false))).toBe(100);
    expect(objectiveCredits(null, missionCreditType("nft_mint", false))).toBe(500);
    expect(objectiveCredits(null, missionCreditType("nft_mint", true))).toBe(100);
    expect(objectiveCredits(25, missionCreditType("nft_mint", false))).toBe(25);
  });
});
