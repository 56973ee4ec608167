import type { Address } from "viem";

// EIP-712 messages the platform signer signs, one definition shared by the server (which
// signs), the tests (which forge and replay) and the contracts (whose typehashes must match
// these strings exactly). The domain binds every signature to one chain and one contract, so
// a signature for a test chain or another deployment is worthless elsewhere.

export const EIP712_VERSION = "1";

export const DOMAIN_NAMES = {
  staking: "QuestHQ Staking",
  missionNft: "QuestHQ Mission NFT",
  missionVesting: "QuestHQ Mission Vesting",
  sagaVault: "QuestHQ Saga Vault",
} as const;

export type DomainKind = keyof typeof DOMAIN_NAMES;

export function domainOf(kind: DomainKind, chainId: number, verifyingContract: Address) {
  return { name: DOMAIN_NAMES[kind], version: EIP712_VERSION, chainId, verifyingContract } as const;
}

/** Authorizes `user` to deposit `amount` $HQ once (nonce) until block validUntilBlock. */
export const depositTypes = {
  Deposit: [
    { name: "user", type: "address" },
    { name: "amount", type: "uint256" },
    { name: "nonce", type: "uint256" },
    { name: "validUntilBlock", type: "uint256" },
  ],
} as const;

/** Authorizes `user` to withdraw `amount` $HQ once (nonce) until block validUntilBlock. */
export const withdrawTypes = {
  Withdraw: [
    { name: "user", type: "address" },
    { name: "amount", type: "uint256" },
    { name: "nonce", type: "uint256" },
    { name: "validUntilBlock", type: "uint256" },
  ],
} as const;

/** Lets `wallet` mint a mission's NFT (count and payment are checked by the contract). */
export const mintPermitTypes = {
  MintPermit: [{ name: "wallet", type: "address" }],
} as const;

/** `user` is owed `allocation` base units of the mission's token, released by its schedule. */
export const claimTypes = {
  Claim: [
    { name: "user", type: "address" },
    { name: "allocation", type: "uint256" },
  ],
} as const;

/** Lets `user` claim the Saga vault of stream `streamId` (cancelling the stream) until validUntilBlock. */
export const vaultClaimTypes = {
  VaultClaim: [
    { name: "user", type: "address" },
    { name: "streamId", type: "uint256" },
    { name: "validUntilBlock", type: "uint256" },
  ],
} as const;
