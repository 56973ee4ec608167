import { describe, expect, it } from "vitest";
import { validateEntryWallet } from "../address";
import { rewardFormSchema, rewardUpdateSchema } from "../missions/mission-schemas";
import { submitWinnerWalletSchema } from "./entry-schemas";
import {
  dueWalletReminder,
  isWalletCollected,
  isWalletCollectionOpen,
  walletReminderKey,
  winnerWalletState,
  WALLET_REMINDER_LEAD_DAYS,
  type WinnerWalletView,
} from "./winner-wallet";

const DAY = 86_400_000;
const now = new Date("2027-01-10T12:00:00.000Z");
const MISSION = "00000000-0000-4000-8000-000000000001";

function win(overrides: Partial<WinnerWalletView> & { id?: string } = {}): WinnerWalletView {
  const { id = "m1", ...rest } = overrides;
  return {
    mission: { id, slug: id, title: `Mission ${id}`, status: "completed" },
    reward: {
      id: `r-${id}`,
      title: "Prize",
      kind: "raffle",
      blockchain_chain_id: -1,
      chain_label: "Solana",
      wallet_kind: "solana",
    },
    submitted_wallet: null,
    wallet_state: "missing",
    wallet_confirmed_at: null,
    wallet_deadline: "2027-01-24T19:00:00.000Z",
    is_open: true,
    selected_at: null,
    ...rest,
  };
}

describe("wallet for a reward, by the reward's chain (docs/product/missions.md#entry-wallet)", () => {
  const base58 = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
  it("takes Solana addresses of 32 to 44 base58 characters only", () => {
    expect(validateEntryWallet(-1, base58.slice(0, 32)).isValid).toBe(true);
    expect(validateEntryWallet(-1, base58.slice(0, 44)).isValid).toBe(true);
    for (const bad of [
      base58.slice(0, 31),
      `${base58}1`,
      `0${base58.slice(1)}`,
      `O${base58.slice(1)}`,
      `l${base58.slice(1)}`,
      `I${base58.slice(1)}`,
    ]) {
      expect(validateEntryWallet(-1, bad)).toEqual({
        isValid: false,
        message: "Please enter a valid Solana Wallet Address.",
      });
    }
  });

  it("takes Bitcoin Ordinals addresses of bc1 and 39 to 59 alphanumerics", () => {
    expect(validateEntryWallet(-2, `bc1${"a".repeat(39)}`).isValid).toBe(true);
    expect(validateEntryWallet(-2, `bc1${"a".repeat(59)}`).isValid).toBe(true);
    for (const bad of [
      `bc1${"a".repeat(38)}`,
      `bc1${"a".repeat(60)}`,
      `tb1${"a".repeat(40)}`,
      `bc1${"a".repeat(39)}!`,
    ]) {
      expect(validateEntryWallet(-2, bad)).toEqual({
        isValid: false,
        message: "Please enter a valid Bitcoin Ordinals Wallet Address.",
      });
    }
  });

  it("takes 40 hex characters with an optional 0x on every other chain", () => {
    expect(validateEntryWallet(8453, "8ba1f109551bD432803012645Ac136ddd64DBA72").isValid).toBe(true);
    expect(validateEntryWallet(137, "0x8ba1f109551bD432803012645Ac136ddd64DBA7")).toEqual({
      isValid: false,
      message: "Please enter a valid Ethereum Wallet Address.",
    });
  });

  it("trims what the winner typed and refuses an empty or huge value", () => {
    expect(submitWinnerWalletSchema.parse({ wallet_address: `  ${base58}\n` })).toEqual({ wallet_address: base58 });
    expect(submitWinnerWalletSchema.safeParse({ wallet_address: "   " }).error?.issues[0]?.message).toBe(
      "Enter the wallet address to receive the reward.",
    );
    expect(submitWinnerWalletSchema.safeParse({}).success).toBe(false);
    expect(submitWinnerWalletSchema.safeParse({ wallet_address: "x".repeat(121) }).success).toBe(false);
  });
});

describe("collection state", () => {
  it("collects wallets for allowlist and raffle prizes, not for mints or token claims", () => {
    expect(["allowlist", "raffle", "nft_mint", "token"].map(isWalletCollected)).toEqual([true, true, false, false]);
  });

  it("tells missing, to confirm and submitted apart", () => {
    expect(winnerWalletState(null, null)).toBe("missing");
    expect(winnerWalletState("abc", null)).toBe("to_confirm");
    expect(winnerWalletState("abc", new Date())).toBe("submitted");
  });

  it("is open with no deadline, and until (not at) the deadline", () => {
    const deadline = new Date("2027-01-24T19:00:00.000Z");
    expect(isWalletCollectionOpen(null, now)).toBe(true);
    expect(isWalletCollectionOpen(deadline, new Date(deadline.getTime() - 1))).toBe(true);
    expect(isWalletCollectionOpen(deadline.toISOString(), deadline)).toBe(false);
  });
});

describe("the reminder", () => {
  it("names the nearest approaching deadline of wallets still to submit or confirm", () => {
    const soon = new Date(now.getTime() + 2 * DAY).toISOString();
    const items = [
      win({ id: "a", wallet_state: "to_confirm", submitted_wallet: "x" }),
      win({ id: "b", wallet_deadline: soon }),
      win({ id: "c", wallet_deadline: soon, wallet_state: "submitted" }),
      win({ id: "d", wallet_deadline: soon }),
    ];
    expect(dueWalletReminder(items, now)).toEqual({ deadline: soon, items: [items[1], items[3]] });
  });

  it("stays quiet for submitted wallets, no deadline, a passed deadline or one beyond the lead time", () => {
    expect(dueWalletReminder([win({ wallet_state: "submitted" })], now)).toBeNull();
    expect(dueWalletReminder([win({ wallet_deadline: null })], now)).toBeNull();
    expect(dueWalletReminder([win({ wallet_deadline: new Date(now.getTime() - 1).toISOString() })], now)).toBeNull();
    const far = new Date(now.getTime() + (WALLET_REMINDER_LEAD_DAYS + 1) * DAY).toISOString();
    expect(dueWalletReminder([win({ wallet_deadline: far })], now)).toBeNull();
    const edge = new Date(now.getTime() + WALLET_REMINDER_LEAD_DAYS * DAY).toISOString();
    expect(dueWalletReminder([win({ wallet_deadline: edge })], now)?.deadline).toBe(edge);
  });

  it("is remembered per deadline instant, whatever its written form", () => {
    expect(walletReminderKey("2027-01-24T14:00:00-05:00")).toBe("questhq:wallet-reminder:2027-01-24T19:00:00.000Z");
  });
});

describe("the reward's wallet deadline field", () => {
  const reward = { mission: MISSION, title: "Prize", blockchain_chain_id: -1, selection_process: "All" };
  it("is optional on create and blank means none", () => {
    expect(rewardFormSchema.parse(reward).wallet_deadline).toBeNull();
    expect(rewardFormSchema.parse({ ...reward, wallet_deadline: " " }).wallet_deadline).toBeNull();
    expect(rewardFormSchema.parse({ ...reward, wallet_deadline: "2027-01-24T19:00:00.000Z" }).wallet_deadline).toBe(
      "2027-01-24T19:00:00.000Z",
    );
  });

  it("refuses impossible dates with the date message, and is left alone on update when not sent", () => {
    expect(rewardFormSchema.safeParse({ ...reward, wallet_deadline: "tomorrow" }).error?.issues[0]?.message).toBe(
      "Invalid date format. Please use a valid date string.",
    );
    expect(rewardFormSchema.safeParse({ ...reward, wallet_deadline: "2027-02-29T10:00" }).success).toBe(false);
    expect(rewardUpdateSchema.parse({ mission: MISSION }).wallet_deadline).toBeUndefined();
    expect(rewardUpdateSchema.parse({ mission: MISSION, wallet_deadline: "" }).wallet_deadline).toBeNull();
  });
});
