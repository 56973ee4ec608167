// Wallet addresses: display shortening (docs/product/chains.md#addresses) and the
// per-chain wallet checks of the mission entry form (docs/product/missions.md#entry-wallet).
// Validators check the value exactly as given; callers trim user input first
// (the entry form does), so a stray space is reported rather than guessed at.

import { rewardChainKind } from "./chains";

/** Unicode ellipsis: one character, so the short form is always 11 wide. */
export const ADDRESS_ELLIPSIS = "…";

/**
 * First 6 and last 4 characters ("0x1234…abcd"). Values of 10 characters or
 * fewer are returned unchanged, because cutting them would hide nothing.
 */
export function shortenAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}${ADDRESS_ELLIPSIS}${address.slice(-4)}`;
}

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const BITCOIN_ORDINALS_ADDRESS = /^bc1[a-zA-Z0-9]{39,59}$/;
// Base58 alphabet: digits and letters without 0, O, I and l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** 40 hex characters with an optional 0x (docs/product/chains.md#addresses); the checksum case is not enforced. */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value);
}

/** "bc1" followed by 39 to 59 alphanumerics (docs/product/missions.md#entry-wallet). */
export function isBitcoinOrdinalsAddress(value: string): boolean {
  return BITCOIN_ORDINALS_ADDRESS.test(value);
}

/** 32 to 44 base58 characters (docs/product/missions.md#entry-wallet). */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value);
}

export const OBJECTIVES_INCOMPLETE_MESSAGE = "Please complete all objectives before you can participate.";
export const INVALID_BITCOIN_ORDINALS_WALLET_MESSAGE = "Please enter a valid Bitcoin Ordinals Wallet Address.";
export const INVALID_SOLANA_WALLET_MESSAGE = "Please enter a valid Solana Wallet Address.";
export const INVALID_ETHEREUM_WALLET_MESSAGE = "Please enter a valid Ethereum Wallet Address.";

export type EntryWalletResult = { isValid: true } | { isValid: false; message: string };

/**
 * Checks the wallet a user submits to enter a mission, by the reward's chain
 * (docs/product/rewards.md#reward-fields: -2 Bitcoin Ordinals, -1 Solana, anything else EVM). When the
 * caller says objectives are incomplete, that message wins, as in the product:
 * the wallet is irrelevant until the user may participate at all.
 */
export function validateEntryWallet(
  chainId: number,
  address: string,
  options: { hasCompletedObjectives?: boolean } = {},
): EntryWalletResult {
  if (options.hasCompletedObjectives === false) {
    return { isValid: false, message: OBJECTIVES_INCOMPLETE_MESSAGE };
  }
  switch (rewardChainKind(chainId)) {
    case "bitcoin_ordinals":
      return isBitcoinOrdinalsAddress(address)
        ? { isValid: true }
        : { isValid: false, message: INVALID_BITCOIN_ORDINALS_WALLET_MESSAGE };
    case "solana":
      return isSolanaAddress(address) ? { isValid: true } : { isValid: false, message: INVALID_SOLANA_WALLET_MESSAGE };
    case "evm":
      return isEvmAddress(address) ? { isValid: true } : { isValid: false, message: INVALID_ETHEREUM_WALLET_MESSAGE };
  }
}
