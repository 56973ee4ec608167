// Valid values for every template, shared by the tests of this folder (not
// exported from the package).

import type { TemplateKey } from "./templates";
import { validateObjectiveValues } from "./objective-values";

export const ERC20_ABI_JSON = JSON.stringify([
  {
    type: "event",
    name: "Transfer",
    anonymous: false,
    inputs: [
      { indexed: true, name: "from", type: "address" },
      { indexed: true, name: "to", type: "address" },
      { indexed: false, name: "value", type: "uint256" },
    ],
  },
  {
    type: "function",
    name: "balanceOf",
    stateMutability: "view",
    inputs: [{ name: "account", type: "address" }],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "transfer",
    stateMutability: "nonpayable",
    inputs: [
      { name: "to", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ name: "", type: "bool" }],
  },
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      { name: "spender", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ name: "", type: "bool" }],
  },
  { type: "function", name: "decimals", stateMutability: "view", inputs: [], outputs: [{ name: "", type: "uint8" }] },
]);

export const ADDRESS = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
export const OTHER_ADDRESS = "0x1111111111111111111111111111111111111111";
export const TWEET_URL = "https://x.com/jack/status/20";
export const STEAM = {
  game: "Counter-Strike 2",
  link: "https://store.steampowered.com/app/730/CounterStrike_2/",
  steam_game_id: "730",
  description: "Install it",
};
export const DISCORD = {
  discordName: "QuestHQ",
  discordServerId: "123456789012345678",
  discordServerInviteUrl: "https://discord.gg/questhq",
};

export const VALID_VALUES: Record<TemplateKey, Record<string, unknown>> = {
  twitter_username_update: { addToUsername: "🪐" },
  twitter_follow: { username: "@jack" },
  twitter_like: { tweetUrl: TWEET_URL },
  twitter_bookmark: { tweetUrl: "https://twitter.com/jack/status/20" },
  twitter_retweet: { tweetUrl: "https://www.x.com/jack/status/20?s=20" },
  twitter_comment: { tweetUrl: "https://mobile.twitter.com/jack/status/20/" },
  twitter_post: { tweetContent: "Joining the @QuestHQ mission!" },
  questhq_complete_mission: { missionUrl: "https://questhq.xyz/missions/summer", missionTitle: "Summer" },
  questhq_mission_won: { missionUrl: "https://questhq.xyz/missions/summer" },
  questhq_missions_completed: { start_date: "2024-05-01", number_of_missions: "3" },
  questhq_objectives_completed: { number_of_objectives: 10 },
  questhq_points_earned: { start_date: "", number_of_points: "500", category: "quests" },
  questhq_custom_list_import: { addresses: [ADDRESS, OTHER_ADDRESS] },
  steam_download: STEAM,
  steam_wishlist: { ...STEAM, description: undefined },
  steam_playtime: { ...STEAM, gaming_duration: "120" },
  link_click: { title: "Read the docs", description: "Open our docs", url: "https://docs.questhq.xyz" },
  endpoint_check: {
    title: "Finish the tutorial",
    description: "Play the tutorial level in our app",
    endpoint_url: "https://api.example.com/questhq/verify",
  },
  discord_join: DISCORD,
  discord_role: { ...DISCORD, discordRoleId: "9876543210987654321", discordRoleName: "OG", description: "Be an OG" },
  telegram_join: { telegramGroupInviteUrl: "https://t.me/questhq" },
  youtube_sub: { channelUrl: "https://www.youtube.com/@questhq" },
  youtube_watch: { title: "Our trailer", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  github_star: { repository: "octocat/Hello-World" },
  github_follow: { username: "@octocat" },
  onchain_transact_function: {
    title: "Approve USDC",
    description: "Approve the vault",
    url: "https://app.example.com",
    blockchain: "8453",
    contract_address: ADDRESS,
    abi: ERC20_ABI_JSON,
    function_name: "approve",
    function_signature: "approve(address,uint256)",
    inputs: [
      { name: "spender", type: "address" },
      { name: "amount", type: "uint256" },
    ],
  },
  onchain_mint: {
    title: "Mint the pass",
    about: "<p>A pass</p>",
    image_url: "https://cdn.example.com/pass.png",
    blockchain: 1,
    nft_name: "Pass",
    nft_symbol: "PASS",
    nft_price: "0.01",
  },
  onchain_function_onclick: {
    title: "Claim",
    description: "Claim your tokens",
    blockchain: 10,
    contract_address: ADDRESS,
    abi: ERC20_ABI_JSON,
    function_name: "transfer",
  },
  onchain_transact: {
    title: "Swap",
    description: "Make a swap",
    blockchain: 42161,
    url: "http://swap.example.com",
    contract_address: ADDRESS,
  },
  onchain_send_token: {
    title: "Tip us",
    blockchain: 1,
    crypto_amount: "1000000000000000",
    description: "Send a tip",
    toAddress: OTHER_ADDRESS,
  },
  onchain_holding_nft: {
    title: "Hold a pass",
    blockchain: 1,
    description: "Keep your pass",
    contract_address: ADDRESS,
    url: "https://opensea.io/collection/pass",
  },
  onchain_holding_crypto: {
    title: "Hold USDC",
    crypto_amount: "5000000",
    description: "Hold at least 5 USDC",
    blockchain: 8453,
    url: "https://app.example.com",
    contract_address: ADDRESS,
  },
  onchain_check_gems: { title: "Check gems", description: "See your gems" },
  client_validation: { key: "okx-wallet" },
};

/** The message a field gets when the template's valid values are changed by `patch`. */
export function errorOf(template: TemplateKey, patch: Record<string, unknown>, field: string): string | undefined {
  const result = validateObjectiveValues(template, { ...VALID_VALUES[template], ...patch });
  if (result.success) return undefined;
  return result.fieldErrors[field];
}

export function parsed(template: TemplateKey, patch: Record<string, unknown> = {}) {
  const result = validateObjectiveValues(template, { ...VALID_VALUES[template], ...patch });
  if (!result.success) throw new Error(`${template}: ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

/**
 * The product's template table (docs/product/objectives.md#templates), transcribed (values it leaves open are ours).
 */
export const SPEC_TEMPLATE_VALUES: Record<TemplateKey, readonly string[]> = {
  twitter_username_update: ["addToUsername"],
  twitter_follow: ["username"],
  twitter_like: ["tweetUrl"],
  twitter_bookmark: ["tweetUrl"],
  twitter_retweet: ["tweetUrl"],
  twitter_comment: ["tweetUrl"],
  twitter_post: ["tweetContent"],
  questhq_complete_mission: ["missionUrl", "missionTitle"],
  questhq_mission_won: ["missionUrl", "missionTitle"],
  questhq_missions_completed: ["start_date", "number_of_missions"],
  questhq_objectives_completed: ["start_date", "number_of_objectives"],
  questhq_points_earned: ["start_date", "number_of_points", "category"],
  questhq_custom_list_import: ["addresses"],
  steam_download: ["game", "link", "steam_game_id", "description"],
  steam_wishlist: ["game", "link", "steam_game_id", "description"],
  steam_playtime: ["game", "link", "steam_game_id", "description", "gaming_duration"],
  link_click: ["title", "description", "url"],
  endpoint_check: ["title", "description", "endpoint_url"],
  discord_join: ["discordName", "discordServerId", "discordServerInviteUrl"],
  discord_role: [
    "discordName",
    "discordServerId",
    "discordServerInviteUrl",
    "discordRoleId",
    "discordRoleName",
    "description",
  ],
  telegram_join: ["telegramGroupInviteUrl"],
  youtube_sub: ["channelUrl"],
  youtube_watch: ["title", "videoUrl"],
  github_star: ["repository"],
  github_follow: ["username"],
  onchain_transact_function: [
    "title",
    "description",
    "url",
    "blockchain",
    "contract_address",
    "abi",
    "function_name",
    "function_signature",
    "inputs",
    "implementation_address",
  ],
  onchain_mint: [
    "title",
    "about",
    "image_url",
    "blockchain",
    "nft_version",
    "nft_name",
    "nft_symbol",
    "nft_description",
    "nft_price",
    "contract_address",
    "nft_contract_object_id",
  ],
  onchain_function_onclick: ["title", "description", "blockchain", "contract_address", "abi", "function_name"],
  onchain_transact: ["title", "description", "blockchain", "url", "contract_address"],
  onchain_send_token: ["title", "blockchain", "crypto_amount", "description", "toAddress"],
  onchain_holding_nft: ["title", "blockchain", "description", "contract_address", "url"],
  onchain_holding_crypto: ["title", "crypto_amount", "description", "blockchain", "url", "contract_address"],
  onchain_check_gems: ["title", "description"],
  client_validation: ["key"],
};
