import { formatEther, parseEther } from "viem";
import { ANVIL_CHAIN_ID as LOCAL_CHAIN_ID, KNOWN_TOKENS } from "@questhq/core";
import { DEMO_CONTRACTS, DEMO_OBJECTIVE_NFT, DEMO_USDC } from "@questhq/contracts/demo-contracts";
import { demoSwapAbi } from "@questhq/contracts/generated/DemoSwap";
import type { ObjectiveValues } from "../schema/missions";

// Builders for objective template values (docs/product/objectives.md#templates),
// shared by demo missions and weekly challenges so both carry the same keys per template.

export type DemoObjectiveSpec = { template: string; provider: string; values: ObjectiveValues };

/** A start_date of 2000-01-01 means "no date" (docs/product/objectives.md#common-values). */
export const NO_DATE = "2000-01-01";

/** Native USDC on a chain (6 decimals: 5 USDC = "5000000" base units), from core's known tokens. */
const usdcOn = (chainId: number): string =>
  KNOWN_TOKENS.find((t) => t.chainId === chainId && t.symbol === "USDC")?.address ?? "";

/** Uniswap's Universal Router shares one address across these chains. */
export const UNISWAP_UNIVERSAL_ROUTER = "0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD";
export const PUDGY_PENGUINS = "0xBd3531dA5CF5857e7CfAA92426877b022e612cf8";
/** Account #9 of the test mnemonic stands in for a demo treasury. */
export const DEMO_TREASURY = "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720";

/**
 * Links to this installation's own pages (the user guide at /docs) are written with this origin; seedDemo puts the
 * server's PUBLIC_URL in its place, so every seeded link opens a real page of the demo itself.
 */
export const DEMO_SITE_ORIGIN = "https://questhq.example";

/** `value` with every link to DEMO_SITE_ORIGIN moved to `site` (plain objects and arrays walked; Dates kept). */
export function onSite<T>(value: T, site: string): T {
  if (typeof value === "string") {
    return (
      value.startsWith(DEMO_SITE_ORIGIN) ? site.replace(/\/$/, "") + value.slice(DEMO_SITE_ORIGIN.length) : value
    ) as T;
  }
  if (Array.isArray(value)) return value.map((v) => onSite(v, site)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onSite(v, site)])) as T;
  }
  return value;
}

/** A page (and section) of the user guide served at /docs (docs/guide/*.md; sections are the headings' ids). */
export function guideUrl(page: string, section?: string): string {
  return `${DEMO_SITE_ORIGIN}/docs/${page}${section ? `#${section}` : ""}`;
}

/** Where a demo user reads how the local chain's objectives work (the sandbox action gets the tokens for them). */
const LOCAL_CHAIN_GUIDE = guideUrl("objectives-and-sandbox", "on-chain-objectives");

export const DISCORD = {
  discordName: "QuestHQ",
  discordServerId: "1123581321345589144",
  discordServerInviteUrl: "https://discord.gg/questhq",
};

export const STEAM_CS2 = {
  game: "Counter-Strike 2",
  link: "https://store.steampowered.com/app/730/",
  steam_game_id: "730",
};

export function tweetUrl(n: number): string {
  return `https://x.com/questhq/status/${1790000000000000000n + BigInt(n)}`;
}

export const ob = {
  twitterFollow: (username: string): DemoObjectiveSpec => ({
    template: "twitter_follow",
    provider: "twitter",
    values: { username: `@${username}`, button_title: `Follow @${username}` },
  }),
  twitterLike: (n: number): DemoObjectiveSpec => ({
    template: "twitter_like",
    provider: "twitter",
    values: { tweetUrl: tweetUrl(n) },
  }),
  twitterRetweet: (n: number): DemoObjectiveSpec => ({
    template: "twitter_retweet",
    provider: "twitter",
    values: { tweetUrl: tweetUrl(n) },
  }),
  twitterPost: (tweetContent: string): DemoObjectiveSpec => ({
    template: "twitter_post",
    provider: "twitter",
    values: { tweetContent },
  }),
  discordJoin: (): DemoObjectiveSpec => ({ template: "discord_join", provider: "discord", values: { ...DISCORD } }),
  discordRole: (roleName: string, description: string): DemoObjectiveSpec => ({
    template: "discord_role",
    provider: "discord",
    values: { ...DISCORD, discordRoleId: "1187654321098765432", discordRoleName: roleName, description },
  }),
  telegramJoin: (): DemoObjectiveSpec => ({
    template: "telegram_join",
    provider: "telegram",
    values: { telegramGroupInviteUrl: "https://t.me/questhq" },
  }),
  youtubeSub: (channelUrl = "https://www.youtube.com/@questhq"): DemoObjectiveSpec => ({
    template: "youtube_sub",
    provider: "youtube",
    values: { channelUrl },
  }),
  youtubeWatch: (title: string, videoId: string): DemoObjectiveSpec => ({
    template: "youtube_watch",
    provider: "youtube",
    values: { title, videoUrl: `https://www.youtube.com/watch?v=${videoId}` },
  }),
  steamWishlist: (description: string): DemoObjectiveSpec => ({
    template: "steam_wishlist",
    provider: "steam",
    values: { ...STEAM_CS2, description },
  }),
  steamPlaytime: (minutes: number, description: string): DemoObjectiveSpec => ({
    template: "steam_playtime",
    provider: "steam",
    values: { ...STEAM_CS2, description, gaming_duration: minutes },
  }),
  linkClick: (title: string, description: string, url: string): DemoObjectiveSpec => ({
    template: "link_click",
    provider: "custom",
    values: { title, description, url, button_title: "Open link" },
  }),
  // The demo's on-chain objectives live on the local chain (npm start runs it) and point at the
  // demo contracts deployed there, so Verify reads real balances and transactions offline.
  holdDemoUsdc: (usdc: number): DemoObjectiveSpec => ({
    template: "onchain_holding_crypto",
    provider: "onchain",
    values: {
      title: `Hold ${usdc} demo USDC`,
      crypto_amount: String(usdc * 10 ** DEMO_USDC.decimals),
      description: `Keep at least ${usdc} demo USDC in your connected wallet on the local chain.`,
      blockchain: LOCAL_CHAIN_ID,
      url: LOCAL_CHAIN_GUIDE,
      contract_address: DEMO_CONTRACTS.DemoUSDC,
      token_decimals: DEMO_USDC.decimals,
      token_symbol: "demo USDC",
    },
  }),
  holdDemoNft: (): DemoObjectiveSpec => ({
    template: "onchain_holding_nft",
    provider: "onchain",
    values: {
      title: "Hold a Local Legend",
      blockchain: LOCAL_CHAIN_ID,
      description: "Hold at least one QuestHQ Local Legends NFT in your connected wallet on the local chain.",
      contract_address: DEMO_CONTRACTS.DemoCollectible,
      url: LOCAL_CHAIN_GUIDE,
    },
  }),
  /** The send template moves the chain's own currency (its form has no token field). */
  sendDemoEth: (eth: string): DemoObjectiveSpec => ({
    template: "onchain_send_token",
    provider: "onchain",
    values: {
      title: `Send ${eth} ETH`,
      blockchain: LOCAL_CHAIN_ID,
      crypto_amount: parseEther(eth).toString(),
      description: `Send ${eth} ETH to the demo treasury on the local chain to prove you can move funds.`,
      toAddress: DEMO_TREASURY,
      token_decimals: 18,
      token_symbol: "ETH",
    },
  }),
  /**
   * A contract call the app sends from the objective (docs/product/objectives.md#on-chain-objectives), not a hash
   * pasted afterwards.
   */
  demoSwapCall: (title: string, description: string): DemoObjectiveSpec => ({
    template: "onchain_transact_function",
    provider: "onchain",
    values: {
      title,
      description,
      blockchain: LOCAL_CHAIN_ID,
      url: LOCAL_CHAIN_GUIDE,
      contract_address: DEMO_CONTRACTS.DemoSwap,
      abi: JSON.stringify(
        demoSwapAbi.filter((item) => item.type === "function" && item.name === "swapExactEtherForTokens"),
      ),
      function_name: "swapExactEtherForTokens",
      function_signature: "swapExactEtherForTokens()",
      inputs: [],
    },
  }),
  /**
   * The mint is done from the objective's drawer; its contract is deployed with the demo's, so it needs no organizer.
   */
  demoMint: (title: string, about: string): DemoObjectiveSpec => ({
    template: "onchain_mint",
    provider: "onchain",
    values: {
      title,
      about,
      image_url: "https://questhq.local/nft/local-stamp.svg",
      blockchain: LOCAL_CHAIN_ID,
      nft_version: "1",
      nft_name: DEMO_OBJECTIVE_NFT.name,
      nft_symbol: DEMO_OBJECTIVE_NFT.symbol,
      nft_description: "A stamp for minting on the local chain from an objective.",
      nft_price: formatEther(DEMO_OBJECTIVE_NFT.price),
      contract_address: DEMO_CONTRACTS.DemoObjectiveNFT,
    },
  }),
  demoSwap: (title: string, description: string): DemoObjectiveSpec => ({
    template: "onchain_transact",
    provider: "onchain",
    values: {
      title,
      description,
      blockchain: LOCAL_CHAIN_ID,
      url: LOCAL_CHAIN_GUIDE,
      contract_address: DEMO_CONTRACTS.DemoSwap,
    },
  }),
  // Real-chain objectives: used by the Saga weeks, which nobody completes in the demo.
  holdUsdc: (chainId: number, usdc: number, url: string): DemoObjectiveSpec => ({
    template: "onchain_holding_crypto",
    provider: "onchain",
    values: {
      title: `Hold ${usdc} USDC`,
      crypto_amount: String(usdc * 1_000_000),
      description: `Keep at least ${usdc} USDC in your connected wallet.`,
      blockchain: chainId,
      url,
      contract_address: usdcOn(chainId),
    },
  }),
  holdNft: (chainId: number, collection: string, contract: string, url: string): DemoObjectiveSpec => ({
    template: "onchain_holding_nft",
    provider: "onchain",
    values: {
      title: `Hold a ${collection}`,
      blockchain: chainId,
      description: `Hold at least one ${collection} NFT in your connected wallet.`,
      contract_address: contract,
      url,
    },
  }),
  sendUsdc: (chainId: number, usdc: number): DemoObjectiveSpec => ({
    template: "onchain_send_token",
    provider: "onchain",
    values: {
      title: `Send ${usdc} USDC`,
      blockchain: chainId,
      crypto_amount: String(usdc * 1_000_000),
      description: `Send ${usdc} USDC to the demo treasury to prove you can move funds.`,
      toAddress: DEMO_TREASURY,
      contract_address: usdcOn(chainId),
    },
  }),
  transact: (chainId: number, title: string, description: string, url: string): DemoObjectiveSpec => ({
    template: "onchain_transact",
    provider: "onchain",
    values: { title, description, blockchain: chainId, url, contract_address: UNISWAP_UNIVERSAL_ROUTER },
  }),
  missionsCompleted: (n: number): DemoObjectiveSpec => ({
    template: "questhq_missions_completed",
    provider: "questhq",
    values: { start_date: NO_DATE, number_of_missions: n },
  }),
  objectivesCompleted: (n: number): DemoObjectiveSpec => ({
    template: "questhq_objectives_completed",
    provider: "questhq",
    values: { start_date: NO_DATE, number_of_objectives: n },
  }),
  // No category: a category selects credit-ledger reasons by prefix, so "all" would count none.
  creditsEarned: (n: number): DemoObjectiveSpec => ({
    template: "questhq_points_earned",
    provider: "questhq",
    values: { start_date: NO_DATE, number_of_points: n },
  }),
  completeMission: (slug: string, title: string): DemoObjectiveSpec => ({
    template: "questhq_complete_mission",
    provider: "questhq",
    // The verifier reads the slug from the path, so the demo host need not be the running one.
    values: { missionUrl: `https://questhq.local/missions/${slug}`, missionTitle: title },
  }),
  clientValidation: (key: string): DemoObjectiveSpec => ({
    template: "client_validation",
    provider: "client_validation",
    values: { key, button_title: "Verify with OKX Wallet" },
  }),
};
