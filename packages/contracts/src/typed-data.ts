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

// A deposit and a withdrawal are authorized with the same fields; only the type's name (and so its typehash) differs.
const stakingAuthorizationFields = [
  { name: "user", type: "address" },
  { name: "amount", type: "uint256" },
  { name: "nonce", type: "uint256" },
  { name: "validUntilBlock", type: "uint256" },
] as const;

/** Authorizes `user` to deposit `amount` $HQ once (nonce) until block validUntilBlock. */
export const depositTypes = { Deposit: stakingAuthorizationFields } as const;

/** Authorizes `user` to withdraw `amount` $HQ once (nonce) until block validUntilBlock. */
export const withdrawTypes = { Withdraw: stakingAuthorizationFields } as const;

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

/** The EIP-712 domain name of the forwarder's ForwardRequest signatures (HQForwarder's constructor argument). */
export const FORWARDER_NAME = "QuestHQ Forwarder";

/** A call the user signs and the platform's relayer submits (OpenZeppelin 5's ERC2771Forwarder.ForwardRequest). */
export const forwardRequestTypes = {
  ForwardRequest: [
    { name: "from", type: "address" },
    { name: "to", type: "address" },
    { name: "value", type: "uint256" },
    { name: "gas", type: "uint256" },
    { name: "nonce", type: "uint256" },
    { name: "deadline", type: "uint48" },
    { name: "data", type: "bytes" },
  ],
} as const;

/** The forwarder's domain: one address on every chain, so only the chain id varies (forwarder.ts). */
export function forwarderDomain(chainId: number, forwarder: Address) {
  return { name: FORWARDER_NAME, version: EIP712_VERSION, chainId, verifyingContract: forwarder } as const;
}
