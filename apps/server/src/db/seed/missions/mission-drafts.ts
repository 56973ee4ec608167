import type { MissionStatus } from "../../schema/missions";
import type { DemoReward } from "../demo-shapes";
import { DEMO_ORG_SLUG, NEBULA_ORG_SLUG } from "../demo-users";
import { DEMO_CONTRACTS, DEMO_REWARD_VESTING } from "@questhq/contracts/demo-contracts";
import { ANVIL_CHAIN_ID } from "@questhq/core";
import { guideUrl, ob, type DemoObjectiveSpec } from "../objective-builders";

// The demo missions as written by hand; demo-missions.ts turns them into insert-ready rows.

export type MissionDraft = {
  slug: string;
  org: typeof DEMO_ORG_SLUG | typeof NEBULA_ORG_SLUG;
  title: string;
  description: string;
  chainId: number;
  status: MissionStatus;
  /** Days relative to now; null leaves the draft without dates. */
  startDay: number | null;
  endDay: number | null;
  archivedDay?: number;
  freeEntries?: number;
  isMultiEntryEnabled?: boolean;
  sortWeight?: number;
  objectives: [DemoObjectiveSpec, number][];
  reward: Omit<DemoReward, "id" | "missionId" | "rewardAssetUrl">;
};

const NEXT_STEPS_WALLET =
  "<p>Congratulations! Your wallet has been recorded.</p><ul><li>Keep the wallet you entered with " +
  'connected.</li><li>Watch our <a href="https://discord.gg/questhq">Discord</a> announcements channel for the ' +
  "claim window.</li></ul>";

export const missionDrafts: MissionDraft[] = [
  {
    slug: "base-builders-onboarding",
    org: DEMO_ORG_SLUG,
    title: "Base Builders Onboarding",
    description:
      "<p>New to <strong>Base</strong>? Follow the team, join the builders' Discord, star the repository on GitHub " +
      "and show you hold a little demo USDC on the local chain to earn a guaranteed allowlist spot for the Builders " +
      "Pass.</p>",
    chainId: 8453,
    status: "published",
    startDay: -6,
    endDay: 24,
    sortWeight: 100,
    objectives: [
      [ob.twitterFollow("questhq"), 50],
      [ob.discordJoin(), 100],
      [ob.githubStar(), 50],
      [ob.githubFollow(), 50],
      [ob.holdDemoUsdc(5), 200],
      [
        ob.linkClick("Read the Base quickstart", "A five-minute tour of deploying on Base.", "https://docs.base.org/"),
        50,
      ],
    ],
    reward: {
      kind: "allowlist",
      title: "Builders Pass allowlist",
      about:
        "<p>Every participant who completes all objectives gets a <strong>guaranteed</strong> spot on the " +
        "Builders Pass allowlist.</p>",
      blockchainChainId: 8453,
      selectionProcess: "All",
      numberOfWinners: 500,
      winnerNextSteps: NEXT_STEPS_WALLET,
    },
  },
  {
    slug: "arbitrum-summer-raffle",
    org: DEMO_ORG_SLUG,
    title: "Arbitrum Summer Raffle",
    description:
      "<p>Boost the <em>Arbitrum Summer</em> announcement, join the Telegram, make one swap on the demo DEX and " +
      "you are in the draw. Extra entries cost 200 $HQ each.</p>",
    chainId: 42161,
    status: "published",
    startDay: -10,
    endDay: 4,
    freeEntries: 1,
    isMultiEntryEnabled: true,
    sortWeight: 40,
    objectives: [
      [ob.twitterLike(1), 50],
      [ob.twitterRetweet(1), 75],
      [ob.telegramJoin(), 100],
      [ob.demoSwap("Swap on the demo DEX", "Swap a little ETH for demo USDC on the local chain's demo swap."), 250],
      [ob.missionsCompleted(2), 150],
      [
        ob.endpointCheck(
          "Finish the Summer quiz",
          "Answer the five questions of the Summer quiz on our site; our quiz server confirms it.",
        ),
        100,
      ],
    ],
    reward: {
      kind: "raffle",
      title: "Summer merch pack raffle",
      about:
        "<p>25 winners receive the limited <strong>Arbitrum Summer</strong> merch pack: hoodie, cap and a signed " +
        "print.</p>",
      blockchainChainId: 42161,
      selectionProcess: "raffle",
      numberOfWinners: 25,
      winnerNextSteps:
        "<p>You won a merch pack! Reply to the email we sent with your shipping address within <strong>7 " +
        "days</strong>.</p>",
    },
  },
  {
    slug: "polygon-gamers-guild",
    org: NEBULA_ORG_SLUG,
    title: "Polygon Gamers Guild",
    description:
      "<p>Nebula Labs is recruiting for its <strong>Gamers Guild</strong> on Polygon. Wishlist, play a couple of " +
      "hours, subscribe and grab the Guild role in Discord.</p>",
    chainId: 137,
    status: "published",
    startDay: -3,
    endDay: 11,
    objectives: [
      [ob.steamWishlist("Add the game to your Steam wishlist."), 100],
      [ob.steamPlaytime(120, "Play at least two hours in total."), 250],
      [ob.youtubeSub("https://www.youtube.com/@nebulalabs"), 50],
      [ob.youtubeWatch("Gamers Guild season trailer", "Nb7Gu1ldTr4"), 75],
      [ob.discordRole("Guild Recruit", "Pick up the Guild Recruit role in #roles."), 150],
    ],
    reward: {
      kind: "raffle",
      title: "Founder skin raffle",
      about: "<p>Founder skins for the guild's launch roster. The number of skins depends on final participation.</p>",
      blockchainChainId: 137,
      selectionProcess: "raffle",
      numberOfWinners: null,
      winnerNextSteps:
        "<p>Your founder skin will be airdropped to the wallet you entered with on Polygon after launch.</p>",
    },
  },
  {
    slug: "optimism-explorer-badge",
    org: DEMO_ORG_SLUG,
    title: "Optimism Explorer Badge",
    description:
      "<p>Share why you build on the <strong>Superchain</strong>, prove you are an active quester and mint the " +
      "Explorer Badge on OP Mainnet.</p>",
    chainId: 10,
    status: "published",
    startDay: -1,
    endDay: 13,
    sortWeight: 50,
    objectives: [
      [ob.twitterPost("Exploring the Superchain with @questhq. Minting my Explorer Badge on OP Mainnet today!"), 100],
      [ob.creditsEarned(500), 150],
      [ob.discordRole("Superchain Explorer", "Pick up the Superchain Explorer role in #roles."), 100],
      [
        ob.linkClick("Minting your badge", "How minting an NFT reward works.", guideUrl("rewards", "minting-an-nft")),
        50,
      ],
    ],
    reward: {
      kind: "nft_mint",
      title: "Explorer Badge (OP Mainnet)",
      about: "<p>An open-edition badge NFT. Mint up to 99 per transaction; the first one is on us.</p>",
      blockchainChainId: 10,
      selectionProcess: "All",
      numberOfWinners: 1000,
      winnerNextSteps: "<p>Your badge is in your wallet. It evolves as you complete Saga weeks.</p>",
    },
  },
  {
    slug: "solana-summer-allowlist",
    org: DEMO_ORG_SLUG,
    title: "Solana Summer Allowlist",
    description:
      "<p>A draft mission for a <strong>Solana</strong> allowlist. Objectives are ready; the reward still needs " +
      "artwork.</p>",
    chainId: -1,
    status: "draft",
    startDay: 7,
    endDay: 21,
    objectives: [
      [ob.twitterFollow("questhq"), 50],
      [ob.discordJoin(), 100],
      [
        ob.linkClick(
          "Winner wallets",
          "How winners submit the wallet their reward goes to.",
          guideUrl("entering-and-draws", "submitting-your-wallet-as-a-winner"),
        ),
        50,
      ],
    ],
    reward: {
      kind: "allowlist",
      title: "Solana Summer allowlist",
      about: "<p>Guaranteed allowlist for the Solana Summer collection. Submit a Solana address when entering.</p>",
      blockchainChainId: -1,
      selectionProcess: "All",
      numberOfWinners: 300,
      winnerNextSteps: "<p>Your Solana address is on the list. Mint opens on launch day.</p>",
    },
  },
  {
    slug: "ordinals-inscription-drop",
    org: NEBULA_ORG_SLUG,
    title: "Ordinals Inscription Drop",
    description:
      "<p>Ten inscriptions from the Nebula archive, raffled to early supporters. <em>Draft: dates to be " +
      "decided.</em></p>",
    chainId: -2,
    status: "draft",
    startDay: null,
    endDay: null,
    objectives: [
      [ob.twitterFollow("nebulalabs"), 50],
      [ob.twitterRetweet(2), 75],
      [ob.telegramJoin(), 100],
    ],
    reward: {
      kind: "raffle",
      title: "Nebula archive inscriptions",
      about: "<p>Ten one-of-one inscriptions on Bitcoin. Enter with a Taproot address.</p>",
      blockchainChainId: -2,
      selectionProcess: "raffle",
      numberOfWinners: 10,
      winnerNextSteps: "<p>Your inscription will be sent to the Taproot address you submitted within 14 days.</p>",
    },
  },
  {
    slug: "ethereum-staking-101",
    org: DEMO_ORG_SLUG,
    title: "Ethereum Staking 101",
    description:
      "<p>A guided course on <strong>staking ETH</strong>: watch, read, hold and send on the local chain, then " +
      "share a 50 USDC prize pool.</p>",
    chainId: 1,
    status: "completed",
    startDay: -40,
    endDay: -12,
    objectives: [
      [ob.youtubeWatch("Staking explained in ten minutes", "St4k1ngEx10"), 75],
      [
        ob.linkClick(
          "Staking risks checklist",
          "Slashing, liquidity and smart contract risk in one page.",
          "https://ethereum.org/en/staking/",
        ),
        50,
      ],
      [ob.holdDemoUsdc(5), 200],
      [ob.sendDemoEth("0.01"), 250],
      [ob.objectivesCompleted(10), 100],
    ],
    reward: {
      kind: "token",
      title: "50 USDC each",
      about: "<p>100 winners receive <strong>50 USDC</strong> on Ethereum, paid from the mission vesting contract.</p>",
      blockchainChainId: 1,
      selectionProcess: "raffle",
      numberOfWinners: 100,
      winnerNextSteps: "<p>Claim your USDC from the mission page. The claim window stays open for 30 days.</p>",
    },
  },
  {
    slug: "layer-two-launch-week",
    org: NEBULA_ORG_SLUG,
    title: "Layer Two Launch Week",
    description:
      "<p>Launch week for Nebula's first onchain game on <strong>Base</strong>: play, share and join the " +
      "community.</p>",
    chainId: 8453,
    status: "completed",
    startDay: -30,
    endDay: -16,
    objectives: [
      [ob.twitterFollow("nebulalabs"), 50],
      [ob.twitterLike(3), 50],
      [ob.discordJoin(), 100],
      [ob.demoSwap("Make a trade on the demo DEX", "Any swap on the local chain's demo swap counts."), 200],
      [ob.completeMission("base-builders-onboarding", "Base Builders Onboarding"), 150],
    ],
    reward: {
      kind: "raffle",
      title: "Launch Week loot boxes",
      about: "<p>50 loot boxes with in-game items, raffled among everyone who finished launch week.</p>",
      blockchainChainId: 8453,
      selectionProcess: "raffle",
      numberOfWinners: 50,
      winnerNextSteps:
        "<p>Your loot box is waiting in the game's inventory. Sign in with the wallet you entered with.</p>",
    },
  },
  {
    slug: "genesis-quest",
    org: DEMO_ORG_SLUG,
    title: "Genesis Quest",
    description: "<p>The very first QuestHQ mission. Archived for posterity.</p>",
    chainId: 1,
    status: "archived",
    startDay: -90,
    endDay: -60,
    archivedDay: -45,
    objectives: [
      [ob.twitterFollow("questhq"), 50],
      [ob.holdDemoNft(), 250],
      [ob.youtubeSub(), 50],
    ],
    reward: {
      kind: "raffle",
      title: "Genesis membership keys",
      about: "<p>20 Genesis membership keys were raffled among the first questers.</p>",
      blockchainChainId: 1,
      selectionProcess: "raffle",
      numberOfWinners: 20,
      winnerNextSteps: "<p>Your key was transferred to your wallet.</p>",
    },
  },
  {
    slug: "arbitrum-odyssey-relay",
    org: NEBULA_ORG_SLUG,
    title: "Arbitrum Odyssey Relay",
    description:
      "<p>A relay across Arbitrum apps, rehearsed on the local chain. <strong>Paused</strong> while a partner " +
      "contract is being upgraded.</p>",
    chainId: 42161,
    status: "paused",
    startDay: -5,
    endDay: 9,
    isMultiEntryEnabled: true,
    freeEntries: 2,
    objectives: [
      [ob.holdDemoUsdc(5), 150],
      [ob.demoSwap("Relay swap", "Swap ETH for demo USDC on the local chain's demo swap."), 200],
      [ob.twitterRetweet(4), 75],
      [ob.discordJoin(), 100],
    ],
    reward: {
      kind: "token",
      title: "20 USDC relay prize",
      about: "<p>40 winners receive <strong>20 USDC</strong> on Arbitrum One.</p>",
      blockchainChainId: 42161,
      selectionProcess: "raffle",
      numberOfWinners: 40,
      winnerNextSteps: "<p>Claim your prize from the mission page once the relay resumes and ends.</p>",
    },
  },
  {
    slug: "polygon-speedrun",
    org: DEMO_ORG_SLUG,
    title: "Polygon Speedrun",
    description: "<p>Ten days, five tasks, one leaderboard. The run is over and winners are being drawn.</p>",
    chainId: 137,
    status: "closed",
    startDay: -11,
    endDay: -1,
    objectives: [
      [ob.holdDemoUsdc(5), 200],
      [ob.twitterLike(5), 50],
      [ob.telegramJoin(), 100],
      [ob.missionsCompleted(1), 100],
    ],
    reward: {
      kind: "raffle",
      title: "Speedrun trophies",
      about: "<p>15 trophy NFTs for the fastest finishers, drawn by raffle among all finishers.</p>",
      blockchainChainId: 137,
      selectionProcess: "raffle",
      numberOfWinners: 15,
      winnerNextSteps: "<p>Your trophy will be minted to your wallet on Polygon.</p>",
    },
  },
  {
    slug: "nebula-night-market",
    org: NEBULA_ORG_SLUG,
    title: "Nebula Night Market",
    description:
      "<p>A generative art mint on <strong>Base</strong>. Opens in a few days: get your objectives ready.</p>",
    chainId: 8453,
    status: "published",
    startDay: 3,
    endDay: 17,
    objectives: [
      [ob.twitterFollow("nebulalabs"), 50],
      [ob.youtubeWatch("Night Market artist talk", "NtM4rk3tArt"), 75],
      [ob.holdDemoUsdc(10), 200],
    ],
    reward: {
      kind: "nft_mint",
      title: "Night Market lanterns",
      about: "<p>Generative lanterns, 2,000 max supply, minted on Base.</p>",
      blockchainChainId: 8453,
      selectionProcess: "All",
      numberOfWinners: 2000,
      winnerNextSteps: "<p>Your lantern is minted. Reveal happens 48 hours after the mint closes.</p>",
    },
  },
  // The two missions whose rewards are collected on the local chain (npm start runs it): a mint anyone who finishes
  // can try, and a token reward Ada already won and can claim from the mission page.
  {
    slug: "local-chain-pass",
    org: DEMO_ORG_SLUG,
    title: "Local Chain Pass",
    description:
      "<p>Try every on-chain step without leaving QuestHQ: make a swap on the local chain's demo DEX from the " +
      "objective itself, mint the Local Stamp from another, then <strong>mint the Local Pass</strong> NFT to your " +
      "wallet.</p>",
    chainId: ANVIL_CHAIN_ID,
    status: "published",
    startDay: -2,
    endDay: 28,
    sortWeight: 45,
    objectives: [
      [
        ob.linkClick(
          "Local chain guide",
          "How the demo chain works and how to point a wallet at it.",
          guideUrl("objectives-and-sandbox", "the-sandbox"),
        ),
        50,
      ],
      [
        ob.demoSwapCall(
          "Swap on the demo DEX",
          "Call swapExactEtherForTokens with a little ETH, right from this page.",
        ),
        200,
      ],
      [
        ob.demoMint(
          "Mint the Local Stamp",
          "Mint one QuestHQ Local Stamp from this objective with your wallet on the local chain.",
        ),
        100,
      ],
    ],
    reward: {
      kind: "nft_mint",
      title: "QuestHQ Local Pass",
      about:
        "<p>An open-edition pass on the local chain. Mint up to 99 per transaction for 0.001 ETH each plus the " +
        "chain fee.</p>",
      blockchainChainId: ANVIL_CHAIN_ID,
      selectionProcess: "All",
      numberOfWinners: 10_000,
      winnerNextSteps: "<p>Your pass is in your wallet. Mint more any time while the mission runs.</p>",
      contractAddress: DEMO_CONTRACTS.DemoRewardNFT,
    },
  },
  {
    slug: "local-chain-payday",
    org: DEMO_ORG_SLUG,
    title: "Local Chain Payday",
    description:
      "<p>A finished mission whose winners share <strong>demo USDC</strong> through the mission vesting contract " +
      "on the local chain.</p>",
    chainId: ANVIL_CHAIN_ID,
    status: "completed",
    startDay: -20,
    endDay: -6,
    objectives: [
      [
        ob.linkClick(
          "Claiming explained",
          "How token rewards unlock and how claiming works.",
          guideUrl("rewards", "claiming-tokens"),
        ),
        50,
      ],
      [ob.holdDemoUsdc(1), 100],
    ],
    reward: {
      kind: "token",
      title: "50 demo USDC each",
      about: "<p>100 winners receive <strong>50 demo USDC</strong>, claimable from the mission page.</p>",
      blockchainChainId: ANVIL_CHAIN_ID,
      selectionProcess: "raffle",
      numberOfWinners: 100,
      winnerNextSteps: "<p>Claim your demo USDC from this page with your primary wallet on the local chain.</p>",
      contractAddress: DEMO_CONTRACTS.DemoRewardVesting,
      tokenAllocation: DEMO_REWARD_VESTING.allocation,
    },
  },
];
