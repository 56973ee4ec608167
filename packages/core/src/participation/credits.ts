// Credits per completed objective (issue: 10 by default, configurable per mission type).
// An objective with its own credits keeps them; otherwise the mission type decides.

export type MissionCreditType = "default" | "allowlist" | "nft_mint_mainnet" | "nft_mint_testnet";

export const DEFAULT_OBJECTIVE_CREDITS: Readonly<Record<MissionCreditType, number>> = Object.freeze({
  default: 10,
  allowlist: 100,
  nft_mint_mainnet: 500,
  nft_mint_testnet: 100,
});

export function missionCreditType(rewardKind: string | null | undefined, isTestnet: boolean): MissionCreditType {
  if (rewardKind === "allowlist") return "allowlist";
  if (rewardKind === "nft_mint") return isTestnet ? "nft_mint_testnet" : "nft_mint_mainnet";
  return "default";
}

export function objectiveCredits(
  own: number | null | undefined,
  type: MissionCreditType,
  table: Readonly<Record<MissionCreditType, number>> = DEFAULT_OBJECTIVE_CREDITS,
): number {
  return own ?? table[type];
}

/**
 * Seconds a verification refused for load (429 from the server's in-flight limit) should wait before it is sent
 * again: the server's Retry-After, and the app's own pause before it retries by itself.
 */
export const VERIFY_BUSY_RETRY_SECONDS = 1;
