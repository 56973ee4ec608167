import { describe, expect, it } from "vitest";
import * as k from "./constants";

describe("constants of docs/product/limits.md", () => {
  it("feed and lists", () => {
    expect([k.TRENDING_TOPICS_COUNT, k.TRENDING_TOPICS_PLACEHOLDERS, k.POPULAR_CHANNELS_DEFAULT]).toEqual([8, 8, 5]);
    expect([k.TOPIC_LIST_PAGE_SIZE, k.FEED_PAGE_SIZE, k.ARTICLE_TOPICS_SHOWN, k.SEARCH_MIN_LENGTH]).toEqual([
      20, 10, 5, 2,
    ]);
    expect(k.FEED_STALE_TIME_MS).toBe(0);
    expect(k.FEED_REFETCH_ON_WINDOW_FOCUS).toBe(true);
    expect(k.OBJECTIVE_TEMPLATES_STALE_TIME_MS).toBe(Number.POSITIVE_INFINITY);
    expect(k.FEED_DEFAULT_SORT).toBe("recent");
  });

  it("objective fields", () => {
    expect(k.TWEET_MAX_LENGTH).toBe(280);
    expect([k.TWITTER_USERNAME_MIN_LENGTH, k.TWITTER_USERNAME_MAX_LENGTH]).toEqual([2, 16]);
    expect(k.NFT_SYMBOL_MAX_LENGTH).toBe(20);
    expect([k.DISCORD_ID_MIN_DIGITS, k.DISCORD_ID_MAX_DIGITS]).toEqual([18, 19]);
    expect(k.NO_START_DATE).toBe("2000-01-01");
  });

  it("entries and mint", () => {
    expect(k.RAFFLE_ENTRY_PRICE_HQ).toBe(200);
    expect(k.ENTRY_MAX).toBe(999);
    expect([k.MINT_MIN, k.MINT_MAX]).toEqual([1, 99]);
    expect(Object.values(k.MISSION_DISPLAY_SUPPLY_OVERRIDES)).toEqual([3_626_460]);
    expect(k.MISSION_DISPLAY_SUPPLY_OVERRIDES["29"]).toBeUndefined();
  });

  it("buy tickets tiers and skip-objectives figures of docs/product/screens.md", () => {
    expect(k.BUY_TICKET_TIERS).toEqual([
      { name: "Standard", entries: 1, priceUsd: 50 },
      { name: "Premium", entries: 2, priceUsd: 90 },
      { name: "VIP", entries: 4, priceUsd: 180, note: "save 10%" },
    ]);
    expect(k.BUY_TICKETS_CUSTOM_MIN).toBe(1);
    expect(k.SKIP_OBJECTIVES_COST_HQ).toBe(10);
  });

  it("boosters and banding", () => {
    expect(k.WEEKLY_CHALLENGE_TIERS.map((t) => [t.minObjectives, t.stars, t.boosterHundredths])).toEqual([
      [3, 1, 60],
      [4, 2, 100],
      [5, 3, 140],
    ]);
    expect(k.MEMBERSHIP_BOOSTER_MAX).toBe(100);
    expect([k.STAKED_MEMBER_BOOSTER_HUNDREDTHS, k.STAKED_WHALE_BOOSTER_HUNDREDTHS]).toEqual([20, 100]);
    expect([k.WHALE_TOKEN_ID_MIN, k.WHALE_TOKEN_ID_MAX, k.YEAR5_TOKEN_ID_ABOVE]).toEqual([1310, 1403, 3113]);
  });

  it("staking and streams", () => {
    expect(k.MAX_UINT256).toBe(115792089237316195423570985008687907853269984665640564039457584007913129639935n);
    expect(k.DEPOSIT_CHAIN_ID).toBe(1);
    expect(k.STREAM_LENGTH_MONTHS).toBe(12);
    expect(k.VAULT_POLL_DELAYS_SECONDS).toEqual([1, 3, 5, 10]);
    expect(k.VAULT_POLL_DELAYS_MS).toEqual([1000, 3000, 5000, 10_000]);
    expect(k.VAULT_WITHDRAWN_STREAM_STATUS).toBe("Pending_Cancelled");
    expect(k.VAULT_WITHDRAW_CONFIRM_WORD).toBe("NGMI");
    expect(k.STATUS_POLL_INTERVAL_MS).toBe(7000);
    expect(k.DELAY_AFTER_SUCCESS_MS).toBe(2000);
    expect(k.BLOCK_CONFIRMATIONS).toBe(12);
    expect(k.TX_CONFIRMATION_SECONDS).toEqual({ min: 15, max: 30 });
    // The product's figure (docs/product/limits.md#transactions), said to whoever waits for a receipt (mint, claim,
    // staking, an objective's mint).
    expect(k.TX_CONFIRMATION_NOTICE).toBe("Transactions take about 15–30 seconds to confirm.");
    expect(k.REFRESH_AFTER_MINT_MS).toBe(1500);
    expect(k.REFRESH_AFTER_STAKE_MS).toBe(500);
    expect(k.BALANCE_DISPLAY_DECIMALS).toBe(2);
  });

  it("subscription and interface timings", () => {
    expect(k.PRO_PLAN_PRICE_USD_PER_MONTH).toBe(29);
    expect([k.POPUP_WIDTH_PX, k.POPUP_HEIGHT_PX]).toEqual([800, 800]);
    expect(k.COPY_FEEDBACK_MS).toBe(2000);
    expect(k.DRAWER_ANIMATION_MS).toBe(350);
    expect(k.EXPANDED_TOPIC_LIST_HEIGHT_PX).toBe(400);
    expect([k.ERROR_TOAST_MS, k.SUCCESS_TOAST_MS, k.POINT_ANIMATION_MS]).toEqual([6000, 4000, 3000]);
    expect(k.WALLET_REMINDER_DEADLINE_TEXT).toBe("1/24 at 2pm ET");
    expect([k.WELCOME_MODAL_WIDE_BREAKPOINT_PX, k.WELCOME_MODAL_WIDTH_WIDE, k.WELCOME_MODAL_WIDTH_NARROW]).toEqual([
      1024,
      "50%",
      "95%",
    ]);
  });

  it("freezes shared tables", () => {
    expect(Object.isFrozen(k.BUY_TICKET_TIERS)).toBe(true);
    expect(Object.isFrozen(k.VAULT_POLL_DELAYS_MS)).toBe(true);
    expect(Object.isFrozen(k.MISSION_DISPLAY_SUPPLY_OVERRIDES)).toBe(true);
  });
});

describe("exportWinnersFilename", () => {
  it("builds mission-winners-{title}-{date}.csv", () => {
    expect(k.exportWinnersFilename("Spring Quest", "2025-01-24")).toBe("mission-winners-Spring Quest-2025-01-24.csv");
  });

  it("uses the UTC day of a Date", () => {
    expect(k.exportWinnersFilename("Q", new Date("2025-01-24T23:30:00Z"))).toBe("mission-winners-Q-2025-01-24.csv");
  });

  it("replaces characters that would break the download", () => {
    expect(k.exportWinnersFilename(' a/b\\c:d*e?f"g<h>i|j\n ', "1/24")).toBe(
      "mission-winners-a-b-c-d-e-f-g-h-i-j-1-24.csv",
    );
  });
});
