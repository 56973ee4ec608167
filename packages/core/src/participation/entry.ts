import { ENTRY_MAX, RAFFLE_ENTRY_PRICE_HQ, SKIP_OBJECTIVES_COST_HQ } from "../constants";

// Entry rules (docs/product/missions.md#entry-count, docs/product/limits.md#entries-and-mint): the minimum is the free
// entries, the maximum 999; entries beyond the free ones cost 200 $HQ each.

/** Contract call, transaction and send objectives: the hash of the transaction the user sent. */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
export const TX_HASH_MESSAGE = "Enter the transaction hash: 0x followed by 64 hex characters.";

export const ENTRY_COUNT_MESSAGE = `Entries must be a whole number from your free entries up to ${ENTRY_MAX}.`;

/** $HQ cost of `count` entries when `freeEntries` are free. */
export function entryCost(count: number, freeEntries: number): number {
  return Math.max(0, count - freeEntries) * RAFFLE_ENTRY_PRICE_HQ;
}

/**
 * Numeric only; an empty or invalid value resets to the free entries; clamped to [free, 999]
 * (docs/product/missions.md#entry-count).
 */
export function normaliseEntryCount(raw: string, freeEntries: number): number {
  const min = Math.max(0, Math.min(freeEntries, ENTRY_MAX));
  if (!/^\d+$/.test(raw.trim())) return min;
  const n = Number(raw.trim());
  if (!Number.isSafeInteger(n) || n < min) return min;
  return Math.min(n, ENTRY_MAX);
}

/**
 * The minus and dot keys are blocked in the entry count field (so are e, E and +, which number inputs accept;
 * docs/product/missions.md#entry-count).
 */
export function isBlockedEntryKey(key: string): boolean {
  return key === "-" || key === "." || key === "e" || key === "E" || key === "+" || key === ",";
}

/** $HQ to skip n Twitter/X objectives (the skip-objectives modal prices each one). */
export function skipCost(objectiveCount: number): number {
  return objectiveCount * SKIP_OBJECTIVES_COST_HQ;
}

/**
 * The winners export's fields (docs/product/missions.md#exporting-winners), and each winner's reward code
 * (docs/product/missions.md#reward-codes).
 */
export const EXPORT_FIELDS = [
  "wallet_address",
  "email_address",
  "discord_id",
  "discord_username",
  "twitter_id",
  "twitter_username",
  "reward_code",
] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];
export const EXPORT_FIELD_LABELS: Record<ExportField, string> = {
  wallet_address: "Wallet address",
  email_address: "Email address",
  discord_id: "Discord ID",
  discord_username: "Discord username",
  twitter_id: "Twitter ID",
  twitter_username: "Twitter username",
  reward_code: "Reward code",
};
export const EXPORT_FIELDS_REQUIRED_MESSAGE = "Select at least one field to export.";
/**
 * Export filename: mission-winners-{title}-{date}.csv (title made file-name safe, date YYYY-MM-DD;
 * docs/product/missions.md#exporting-winners).
 */
export function exportFileName(title: string, date: Date): string {
  const safe =
    title
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, 80) || "mission";
  return `mission-winners-${safe}-${date.toISOString().slice(0, 10)}.csv`;
}
