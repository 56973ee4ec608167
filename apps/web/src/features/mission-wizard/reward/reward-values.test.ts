import { WINNER_WALLET_MESSAGES, type RewardView } from "@questhq/core";
import { describe, expect, it } from "vitest";
import {
  checkReward,
  deleteRewardDescription,
  rewardDeletion,
  rewardPayload,
  rewardValues,
  type RewardValues,
} from "./reward-values";

const MISSION = "00000000-0000-4000-8000-000000000001";
const values: RewardValues = {
  kind: "allowlist",
  title: "Solana pass",
  about: "",
  blockchain_chain_id: "-1",
  selection_process: "All",
  number_of_winners: "10",
  is_tbd: false,
  winner_next_steps: "",
  contract_address: "",
  token_allocation: "",
  wallet_deadline: "",
};

describe("the reward step's wallet deadline", () => {
  it("is sent as an instant, or blank for none", () => {
    expect(rewardPayload(MISSION, values).wallet_deadline).toBe("");
    const local = "2027-01-24T14:00";
    expect(rewardPayload(MISSION, { ...values, wallet_deadline: local }).wallet_deadline).toBe(
      new Date(local).toISOString(),
    );
  });

  it("must fall after the mission's end, and be a real date", () => {
    const endsAt = new Date("2027-01-01T00:00").toISOString();
    expect(checkReward(MISSION, { ...values, wallet_deadline: "2026-12-31T23:00" }, endsAt).wallet_deadline).toBe(
      WINNER_WALLET_MESSAGES.deadlineAfterEnd,
    );
    expect(
      checkReward(MISSION, { ...values, wallet_deadline: "2027-01-02T09:00" }, endsAt).wallet_deadline,
    ).toBeUndefined();
    expect(checkReward(MISSION, { ...values, wallet_deadline: "unfinished-date" }, endsAt).wallet_deadline).toBe(
      "Invalid date format. Please use a valid date string.",
    );
    expect(checkReward(MISSION, values, endsAt).wallet_deadline).toBeUndefined();
  });

  it("comes back from a saved reward as the viewer's local date and time", () => {
    const saved = { wallet_deadline: "2027-01-24T19:00:00.000Z", number_of_winners: 10 } as RewardView;
    expect(new Date(rewardValues(saved).wallet_deadline).toISOString()).toBe("2027-01-24T19:00:00.000Z");
  });
});

describe("deleting the reward from the reward step", () => {
  const saved = { id: "00000000-0000-4000-8000-0000000000a1" };

  it("is offered for a draft's saved reward, and disabled with the server's reason once published", () => {
    expect(rewardDeletion({ status: "draft" }, null)).toEqual({ kind: "none" });
    expect(rewardDeletion({ status: "draft" }, saved)).toEqual({ kind: "allowed" });
    for (const status of ["published", "paused", "closed", "completed", "archived"] as const) {
      expect(rewardDeletion({ status }, saved), status).toEqual({
        kind: "refused",
        reason: "A published mission must keep its reward.",
      });
    }
  });

  it("says what is lost and that publishing needs a reward; a deployed contract is said to stay on chain", () => {
    const plain = deleteRewardDescription({ title: "Solana pass", contract_address: null });
    expect(plain).toContain("“Solana pass” will be removed from this mission");
    expect(plain).toContain("A mission can't be published without a reward");
    expect(plain).not.toContain("contract");
    const minted = deleteRewardDescription({
      title: "Pass",
      contract_address: "0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82",
    });
    expect(minted).toContain("The contract on chain stays");
  });
});
