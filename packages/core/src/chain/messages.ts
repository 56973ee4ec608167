// Staking, mint, claim and vault wording. The spec's sentences (§5, §8) are verbatim; the
// server's own refusals (marked "ours") are written in the same plain tone.

export const STAKING_MESSAGES = {
  // §8 Staking
  depositFailed: "An error occurred while depositing HQ tokens",
  withdrawFailed: "An error occurred while withdrawing HQ tokens",
  approveFailed: "An error occurred while approving HQ token spending",
  noStakableTokens: "You have no stakable tokens. Consider buying some to participate.",
  // §5 Deposit and withdraw
  amountNotPositive: "The amount must be a number greater than 0.",
  // ours
  amountTooPrecise: "The amount can have at most 18 decimals.",
  withdrawAboveAvailable: (available: string) => `You can withdraw at most ${available} $HQ (your available deposit).`,
  noWallet: "Connect a wallet to your account first.",
  chainNotConfigured: "Staking is not available yet: no contracts are deployed on this server's chain.",
  chainUnreachable: "The chain could not be reached. Please try again in a moment.",
} as const;

export const MINT_MESSAGES = {
  // §8 Missions / Mint mapped errors
  failed: "Failed to mint. Please try again.",
  errorMinting: "Error minting NFTs.",
  errorVault: "Error withdrawing $HQ Vault.",
  vaultWithdrawn: "Withdrawn $HQ Vault!",
  // §8 "Wallet differs from the account wallet" (the spec gives the gist, this is our sentence)
  walletMismatch: "The minting wallet is not the wallet associated with your account. Please connect your account's primary wallet to mint.",
  // ours
  notEligible: "Complete the mission's objectives before minting or claiming.",
  notWinner: "Only the mission's winners can claim this reward.",
  noContract: "This mission's reward has no contract yet.",
  noOnchainReward: "This mission's reward is not minted or claimed on chain.",
  noVault: "You have no Saga vault to withdraw.",
  vaultClaimed: "Your Saga vault has already been withdrawn.",
  objectiveNotMint: "This objective has no contract to mint from.",
} as const;
