import { getChainById, MINT_MAX, MINT_MIN, MISSION_DISPLAY_SUPPLY_OVERRIDES } from "@questhq/core";
import { formatUnits, getAddress, isAddress, parseUnits, type Address } from "viem";

// The mint panel's decisions, free of React and wallets so they can be tested on their own.

export type MintButtonInput = {
  isSignedIn: boolean;
  isNotStarted: boolean;
  /** A wallet is connected in the browser (and it is the account's primary one). */
  hasWallet: boolean;
  isEnded: boolean;
  /** The connected wallet is on the reward's chain. */
  isOnChain: boolean;
  objectivesComplete: boolean;
  quantity: number;
  /** count × price + the chain's flat fee, already formatted ("0.00299 ETH"). */
  total: string;
  chainName: string;
};

export type MintButton =
  | { kind: "sign-in"; label: string }
  | { kind: "not-started"; label: string }
  | { kind: "connect"; label: string }
  | { kind: "ended"; label: string }
  | { kind: "switch"; label: string }
  | { kind: "incomplete"; label: string }
  | { kind: "mint"; label: string };

/** Mint button states, first match wins, in the documented order (docs/product/rewards.md#mint-button). */
export function mintButton(s: MintButtonInput): MintButton {
  if (!s.isSignedIn) return { kind: "sign-in", label: "Sign in to mint" };
  if (s.isNotStarted) return { kind: "not-started", label: "Mission Has Not Started" };
  if (!s.hasWallet) return { kind: "connect", label: "Connect Wallet" };
  if (s.isEnded) return { kind: "ended", label: "Mission Ended" };
  if (!s.isOnChain) return { kind: "switch", label: `Switch to ${s.chainName}` };
  if (!s.objectivesComplete) return { kind: "incomplete", label: "Complete Objectives to Mint" };
  return { kind: "mint", label: `Mint ${s.quantity} for ${s.total}` };
}

/**
 * Mint quantity (docs/product/rewards.md#mint-quantity): a whole number from 1 to `max` (at most 99 per transaction);
 * anything else is pulled inside.
 */
export function clampQuantity(value: number, max: number): number {
  const upper = Math.max(MINT_MIN, Math.min(MINT_MAX, Math.floor(max)));
  if (!Number.isFinite(value)) return MINT_MIN;
  return Math.min(upper, Math.max(MINT_MIN, Math.floor(value)));
}

/**
 * The chain's flat fee per mint transaction, in wei, from the registry's figure (docs/product/chains.md#chain-fees).
 */
export function registryFeeWei(chainId: number): bigint {
  const chain = getChainById(chainId);
  return chain ? parseUnits(chain.fee, 18) : 0n;
}

/** What a mint of `count` costs in wei: the price of each token plus one flat fee. */
export function mintValue(count: number, priceWei: bigint, feeWei: bigint): bigint {
  return BigInt(count) * priceWei + feeWei;
}

/** "0.00299 ETH": the chain's currency, without trailing zeros. */
export function formatNative(wei: bigint, chainId: number): string {
  return `${formatUnits(wei, 18)} ${getChainById(chainId)?.nativeCurrency ?? "ETH"}`;
}

/** Some missions show a fixed supply instead of the contract's (docs/product/rewards.md#nft-mint). */
export function displaySupply(missionId: string, read: bigint | undefined): bigint | undefined {
  const override = MISSION_DISPLAY_SUPPLY_OVERRIDES[missionId];
  return override !== undefined ? BigInt(override) : read;
}

/**
 * The chain and contract an onchain_mint objective mints from (values.blockchain and the contract_address its
 * deployment wrote), or null while the contract is not deployed or the values name no EVM chain.
 */
export function objectiveMintTarget(values: Record<string, unknown> | null | undefined): {
  chainId: number;
  contract: Address;
} | null {
  const chainId = Number(values?.blockchain);
  const contract = typeof values?.contract_address === "string" ? values.contract_address.trim() : "";
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || !isAddress(contract, { strict: false })) return null;
  return { chainId, contract: getAddress(contract) };
}
