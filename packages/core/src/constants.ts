// Business constants of the product (docs/product/limits.md) in one place, so the
// server, the web app and the tests cannot drift apart on a number. Grouped as
// that page groups them; names say the unit when there is one.

// ---------------------------------------------------------------- feed and lists

export const TRENDING_TOPICS_COUNT = 8;
/** The trending panel shows as many placeholders as rows it will fill. */
export const TRENDING_TOPICS_PLACEHOLDERS = TRENDING_TOPICS_COUNT;
export const POPULAR_CHANNELS_DEFAULT = 5;
export const TOPIC_LIST_PAGE_SIZE = 20;
export const FEED_PAGE_SIZE = 10;
export const FEED_DEFAULT_OFFSET = 0;
export const FEED_DEFAULT_SORT = "recent";
export const ARTICLE_TOPICS_SHOWN = 5;
export const SEARCH_MIN_LENGTH = 2;
/** Feeds are always stale so a refocus refetches them. */
export const FEED_STALE_TIME_MS = 0;
export const FEED_REFETCH_ON_WINDOW_FOCUS = true;
/** Objective templates never change while the app runs. */
export const OBJECTIVE_TEMPLATES_STALE_TIME_MS = Number.POSITIVE_INFINITY;

// -------------------------------------------------------------- objective fields

export const TWEET_MAX_LENGTH = 280;
export const TWITTER_USERNAME_MIN_LENGTH = 2;
export const TWITTER_USERNAME_MAX_LENGTH = 16;
export const NFT_SYMBOL_MAX_LENGTH = 20;
export const DISCORD_ID_MIN_DIGITS = 18;
export const DISCORD_ID_MAX_DIGITS = 19;
/** A start_date of 2000-01-01 is the sentinel for "no date" (docs/product/objectives.md#common-values). */
export const NO_START_DATE = "2000-01-01";

// -------------------------------------------------------------- entries and mint

/** $HQ per paid entry beyond the free entries. */
export const RAFFLE_ENTRY_PRICE_HQ = 200;
export const ENTRY_MAX = 999;
export const MINT_MAX = 99;
export const MINT_MIN = 1;
/**
 * Missions whose displayed supply is fixed instead of read from the contract, by mission id. The product's mission 29
 * (a number in the original) is the demo's Optimism Explorer Badge here: its seeded id is stable across installs
 * (the seed derives it from the slug; a seed test holds the two together), and no other mission can have it.
 */
export const SUPPLY_OVERRIDE_MISSION_SLUG = "optimism-explorer-badge";
export const MISSION_DISPLAY_SUPPLY_OVERRIDES: Readonly<Record<string, number>> = Object.freeze({
  "91bdbf96-e854-5b60-b918-c3295eb7e544": 3_626_460,
});

/** Buy tickets modal tiers (docs/product/screens.md#buy-tickets). Prices are whole US dollars. */
export type TicketTier = {
  readonly name: "Standard" | "Premium" | "VIP";
  readonly entries: number;
  readonly priceUsd: number;
  readonly note?: string;
};
export const BUY_TICKET_TIERS: readonly TicketTier[] = Object.freeze([
  { name: "Standard", entries: 1, priceUsd: 50 },
  { name: "Premium", entries: 2, priceUsd: 90 },
  { name: "VIP", entries: 4, priceUsd: 180, note: "save 10%" },
] as const);
export const BUY_TICKETS_CUSTOM_MIN = 1;

/**
 * Skip-objectives (docs/product/screens.md#skip-objectives): $HQ charged per skipped Twitter/X objective. The modal
 * shows this price and the real total (price × the objectives still open), never a fixed summary that the server would
 * not charge.
 */
export const SKIP_OBJECTIVES_COST_HQ = 10;

// ----------------------------------------------------------- boosters and banding
// Boosters are kept in hundredths so sums are exact integers (see membership.ts).

/** Weekly challenge: stars by objectives completed, and the booster each star level adds. */
export const WEEKLY_CHALLENGE_TIERS: readonly {
  readonly minObjectives: number;
  readonly stars: 1 | 2 | 3;
  readonly boosterHundredths: number;
}[] = Object.freeze([
  { minObjectives: 3, stars: 1, boosterHundredths: 60 },
  { minObjectives: 4, stars: 2, boosterHundredths: 100 },
  { minObjectives: 5, stars: 3, boosterHundredths: 140 },
] as const);
export const MEMBERSHIP_BOOSTER_MAX = 100;
export const STAKED_MEMBER_BOOSTER_HUNDREDTHS = 20; // 0.2x per Membership token
export const STAKED_WHALE_BOOSTER_HUNDREDTHS = 100; // 1x per Whale token
export const WHALE_TOKEN_ID_MIN = 1310;
export const WHALE_TOKEN_ID_MAX = 1403;
/** Ids strictly above this are year-5 tokens. */
export const YEAR5_TOKEN_ID_ABOVE = 3113;

// ------------------------------------------------------------ staking and streams

/** $HQ is an 18-decimal ERC-20: amounts move in base units of 10^-18 $HQ. */
export const HQ_DECIMALS = 18;
/** Approval amount for $HQ spending: type(uint256).max. */
export const MAX_UINT256: bigint = 2n ** 256n - 1n;
/** Ethereum mainnet: deposits and vault withdrawals happen only there. */
export const DEPOSIT_CHAIN_ID = 1;
export const STREAM_LENGTH_MONTHS = 12;
export const VAULT_POLL_DELAYS_SECONDS: readonly number[] = Object.freeze([1, 3, 5, 10]);
export const VAULT_POLL_DELAYS_MS: readonly number[] = Object.freeze(VAULT_POLL_DELAYS_SECONDS.map((s) => s * 1000));
/** Stream status that ends the vault-withdrawal poll. */
export const VAULT_WITHDRAWN_STREAM_STATUS = "Pending_Cancelled";
/** What the user must type to confirm a vault withdrawal (docs/product/streams.md#vault-withdrawal). */
export const VAULT_WITHDRAW_CONFIRM_WORD = "NGMI";
export const STATUS_POLL_INTERVAL_MS = 7000;
export const DELAY_AFTER_SUCCESS_MS = 2000;
export const BLOCK_CONFIRMATIONS = 12;
export const TX_CONFIRMATION_SECONDS = Object.freeze({ min: 15, max: 30 });
/**
 * What a person waiting for a transaction's receipt reads, from the figure above (docs/product/limits.md#transactions).
 */
const TX_CONFIRMATION_RANGE = `${TX_CONFIRMATION_SECONDS.min}–${TX_CONFIRMATION_SECONDS.max}`;
export const TX_CONFIRMATION_NOTICE = `Transactions take about ${TX_CONFIRMATION_RANGE} seconds to confirm.`;
export const BALANCE_DISPLAY_DECIMALS = 2;
export const REFRESH_AFTER_MINT_MS = 1500;
export const REFRESH_AFTER_STAKE_MS = 500;

// ------------------------------------------------------------------ subscription

export const PRO_PLAN_PRICE_USD_PER_MONTH = 29;

// ------------------------------------------------------------- interface timings

export const POPUP_WIDTH_PX = 800;
export const POPUP_HEIGHT_PX = 800;
export const COPY_FEEDBACK_MS = 2000;
export const DRAWER_ANIMATION_MS = 350;
export const EXPANDED_TOPIC_LIST_HEIGHT_PX = 400;
export const ERROR_TOAST_MS = 6000;
export const SUCCESS_TOAST_MS = 4000;
export const POINT_ANIMATION_MS = 3000;

/** A page of the notification list holds at most this many (docs/product/notifications.md#the-list). */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** How often an open web app asks whether a notification arrived (a 304 when none did): the bell's delay at most. */
export const NOTIFICATIONS_POLL_MS = 5_000;
export const WALLET_REMINDER_DEADLINE_TEXT = "1/24 at 2pm ET";
/** Welcome modal width: 50% from this breakpoint up, 95% below it. */
export const WELCOME_MODAL_WIDE_BREAKPOINT_PX = 1024;
export const WELCOME_MODAL_WIDTH_WIDE = "50%";
export const WELCOME_MODAL_WIDTH_NARROW = "95%";

// Characters that break a download on some OS (path separators, Windows
// reserved characters, control characters); the rest of the title is kept.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those removed
const UNSAFE_FILENAME_CHARS = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * `mission-winners-{title}-{date}.csv` (docs/product/missions.md#exporting-winners). A Date becomes its UTC calendar
 * day (YYYY-MM-DD) so the name is the same on server and browser; a string
 * date is used as given. Unsafe filename characters in either part become "-".
 */
export function exportWinnersFilename(title: string, date: Date | string): string {
  const day = typeof date === "string" ? date : date.toISOString().slice(0, 10);
  const safe = (s: string) => s.trim().replace(UNSAFE_FILENAME_CHARS, "-");
  return `mission-winners-${safe(title)}-${safe(day)}.csv`;
}
