import { parseAbi } from "viem";

// The events the indexer follows, exactly as the contracts declare them (a test compares these
// with the generated ABIs of packages/contracts, so a contract change cannot drift silently).
export const INDEXED_EVENTS_ABI = parseAbi([
  // HQStaking
  "event Deposited(address indexed user, uint256 amount, uint256 nonce, uint256 unlockBlock)",
  "event Withdrawn(address indexed user, uint256 amount, uint256 fee, uint256 nonce)",
  // HQNftStaking (counts are the user's totals after the action)
  "event Staked(address indexed user, uint256[] tokenIds, uint256 memberCount, uint256 whaleCount)",
  "event Unstaked(address indexed user, uint256[] tokenIds, uint256 memberCount, uint256 whaleCount)",
  // HQMissionNFT
  `event NFTsMinted(address indexed wallet, address indexed payer, uint256 count, uint256 firstTokenId, \
uint256 price, uint256 fee)`,
  // HQMissionVesting
  "event TokensVested(address indexed user, uint256 amount, uint256 allocation, uint256 timestamp)",
  // HQStreams (Sablier LockupLinear event names)
  `event CreateLockupLinearStream(uint256 streamId, address funder, address indexed sender, \
address indexed recipient, uint128 amount, address indexed asset, bool cancelable, uint40 startTime, \
uint40 cliffTime, uint40 endTime)`,
  "event WithdrawFromLockupStream(uint256 indexed streamId, address indexed to, address indexed asset, uint128 amount)",
  `event CancelLockupStream(uint256 streamId, address indexed sender, address indexed recipient, \
address indexed asset, uint128 senderAmount, uint128 recipientAmount)`,
  // HQSagaVault
  `event SagaStreamOpened(address indexed recipient, uint256 indexed streamId, uint128 streamAmount, \
uint128 vaultAmount, uint40 startTime, uint40 endTime)`,
  "event VaultClaimed(address indexed user, uint256 indexed streamId, uint256 vaultAmount, uint256 forfeited)",
]);

export type IndexedEventName =
  | "Deposited"
  | "Withdrawn"
  | "Staked"
  | "Unstaked"
  | "NFTsMinted"
  | "TokensVested"
  | "CreateLockupLinearStream"
  | "WithdrawFromLockupStream"
  | "CancelLockupStream"
  | "SagaStreamOpened"
  | "VaultClaimed";

/**
 * HQMembership's ERC-721 transfers: who holds each key (db membership_nft), which decides the Member and
 * Whale tiers. Decoded apart from the events above, and only for that contract: the same topic is every
 * ERC-20 and ERC-721 transfer, the $HQ token's and the mission NFTs' included.
 */
export const MEMBERSHIP_TRANSFER_ABI = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)",
]);
