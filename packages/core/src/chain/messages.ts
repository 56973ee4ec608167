// Staking, mint, claim and vault wording. The catalogue's sentences (docs/product/errors.md,
// docs/product/staking.md#amount-rules) are verbatim; the server's own refusals (marked "ours") are written in the
// same plain tone.

export const STAKING_MESSAGES = {
  // docs/product/errors.md#staking
  depositFailed: "An error occurred while depositing HQ tokens",
  withdrawFailed: "An error occurred while withdrawing HQ tokens",
  approveFailed: "An error occurred while approving HQ token spending",
  noStakableTokens: "You have no stakable tokens. Consider buying some to participate.",
  // docs/product/staking.md#amount-rules
  amountNotPositive: "The amount must be a number greater than 0.",
  // ours
  amountTooPrecise: "The amount can have at most 18 decimals.",
  withdrawAboveAvailable: (available: string) => `You can withdraw at most ${available} $HQ (your available deposit).`,
  noWallet: "Connect a wallet to your account first.",
  chainNotConfigured: "Staking is not available yet: no contracts are deployed on this server's chain.",
  chainUnreachable: "The chain could not be reached. Please try again in a moment.",
} as const;

/** Staking toasts, verbatim: loading, success and failure of each step (docs/product/staking.md#staking-toasts). */
export const STAKING_TOASTS = {
  deposit: { loading: "Depositing HQ Tokens", success: "HQ Tokens Deposited!", failed: "Error depositing HQ tokens" },
  withdraw: {
    loading: "Withdrawing HQ Tokens",
    success: "HQ Tokens Withdrawn!",
    failed: "Error withdrawing HQ tokens",
  },
  approve: {
    loading: "Approving HQ Token Spending",
    success: "HQ Token Spending Approved!",
    failed: "Error approving HQ token spending",
  },
  // Membership NFT staking (docs/product/staking.md#membership-nft-staking): the catalogue names only the loading
  // words ("Staking", "Unstaking", "Approving Tokens"); the success and failure lines follow the same pattern as the
  // deposit's and the mint's ("Nfts Minted!").
  stakeNfts: { loading: "Staking", success: "NFTs Staked!", failed: "Error staking NFTs" },
  unstakeNfts: { loading: "Unstaking", success: "NFTs Unstaked!", failed: "Error unstaking NFTs" },
  approveNfts: { loading: "Approving Tokens", success: "Tokens Approved!", failed: "Error approving tokens" },
} as const;

export const MINT_MESSAGES = {
  // docs/product/errors.md#missions and #mint
  failed: "Failed to mint. Please try again.",
  errorMinting: "Error minting NFTs.",
  errorVault: "Error withdrawing $HQ Vault.",
  vaultWithdrawn: "Withdrawn $HQ Vault!",
  // A wallet other than the account's (docs/product/rewards.md#primary-wallet): the catalogue gives the gist, this is
  // our sentence
  walletMismatch:
    "The minting wallet is not the wallet associated with your account. " +
    "Please connect your account's primary wallet to mint.",
  // ours
  notEligible: "Complete the mission's objectives before minting or claiming.",
  notWinner: "Only the mission's winners can claim this reward.",
  noContract: "This mission's reward has no contract yet.",
  noOnchainReward: "This mission's reward is not minted or claimed on chain.",
  noVault: "You have no Saga vault to withdraw.",
  vaultClaimed: "Your Saga vault has already been withdrawn.",
  objectiveNotMint: "This objective has no contract to mint from.",
  // Mint errors (docs/product/errors.md#mint): the catalogue gives their gist and says each carries a docs link; the
  // sentences are ours.
  insufficientFunds: "Insufficient funds to complete the transaction.",
  walletTroubleshooting:
    "Your wallet could not send the transaction. Keep only one wallet extension enabled, make sure it is on the " +
    "mission's chain, clear the browser cache and refresh the page.",
  // docs/product/rewards.md#after-a-mint and #token-claim toasts (verbatim)
  minting: "Minting Nfts",
  minted: "Nfts Minted!",
  claimingTokens: "Claiming Tokens",
  // "Claiming $HQ Tokens" (a stream's withdrawMax, docs/product/streams.md#saga-rewards); success and failure follow
  // the toasts' pattern.
  claimingHq: "Claiming $HQ Tokens",
  hqClaimed: "$HQ Tokens Claimed!",
  hqClaimFailed: "Error claiming $HQ tokens",
  tokensClaimed: "Tokens Claimed!",
} as const;

/** docs/product/errors.md#wallet-and-chain, verbatim. */
export const WALLET_MESSAGES = {
  installMetaMask: "Please install MetaMask.",
  noWallet: "MetaMask or another web3 wallet is not installed. Please install one to proceed.",
  requestPending: "Wallet request is active. Confirm in wallet before proceeding.",
  connectFailed: "Error connecting wallet.",
  switchFailed: "Error switching chain",
  contractFailed: "Error Interacting with contract",
} as const;

/** Guide anchors the mint errors link to (docs/guide/rewards.md). */
export const REWARD_GUIDE_LINKS = {
  insufficientFunds: "rewards#insufficient-funds",
  walletTroubleshooting: "rewards#wallet-troubleshooting",
} as const;
