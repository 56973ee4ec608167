// The objective template catalogue (docs/product/objectives.md#templates).
// Field names are the stored value keys, as the product names them;
// the server validates them with objective-values.ts and the web app builds
// its forms from `fields`. Every template also takes an optional button_title.
//
// Function picker: on onchain_transact_function the `inputs` field has type
// "function". The form shows the functions of the `abi` field's ABI (see
// listAbiFunctions) and choosing one fills function_name, function_signature
// and inputs together.

import { getProvider, type ProviderKey } from "../providers";

export type TemplateFieldType =
  | "text"
  | "textarea"
  | "url"
  | "integer"
  | "date"
  | "chain"
  | "address"
  | "addresses"
  | "abi"
  | "function"
  | "token_amount"
  | "number";

export type TemplateField = {
  name: string;
  label: string;
  type: TemplateFieldType;
  required: boolean;
  placeholder?: string;
  help?: string;
};

export const TEMPLATE_KEYS = [
  "twitter_username_update",
  "twitter_follow",
  "twitter_like",
  "twitter_bookmark",
  "twitter_retweet",
  "twitter_comment",
  "twitter_post",
  "questhq_complete_mission",
  "questhq_mission_won",
  "questhq_missions_completed",
  "questhq_objectives_completed",
  "questhq_points_earned",
  "questhq_custom_list_import",
  "steam_download",
  "steam_wishlist",
  "steam_playtime",
  "link_click",
  "discord_join",
  "discord_role",
  "telegram_join",
  "youtube_sub",
  "youtube_watch",
  "onchain_transact_function",
  "onchain_mint",
  "onchain_function_onclick",
  "onchain_transact",
  "onchain_send_token",
  "onchain_holding_nft",
  "onchain_holding_crypto",
  "onchain_check_gems",
  "client_validation",
] as const;

export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export type ObjectiveTemplate = {
  key: TemplateKey;
  provider: ProviderKey;
  providerName: string;
  category: string;
  title: string;
  description: string;
  fields: readonly TemplateField[];
};

export const BUTTON_TITLE_MAX_LENGTH = 40;

export const TEMPLATE_CATEGORIES: readonly string[] = Object.freeze([
  "Social",
  "Community",
  "Gaming",
  "On-chain",
  "QuestHQ",
  "Custom",
]);

// ---------------------------------------------------------------- field builders

type Extra = Partial<Pick<TemplateField, "placeholder" | "help">>;
const field = (
  name: string,
  label: string,
  type: TemplateFieldType,
  required: boolean,
  extra: Extra = {},
): TemplateField => Object.freeze({ name, label, type, required, ...extra });
const req = (name: string, label: string, type: TemplateFieldType, extra?: Extra) =>
  field(name, label, type, true, extra);
const opt = (name: string, label: string, type: TemplateFieldType, extra?: Extra) =>
  field(name, label, type, false, extra);

const NO_DATE_HELP = "Only activity from this date counts. Leave empty for no date.";
const BASE_UNITS_HELP = "Entered in token units and stored in base units (5 USDC is 5000000).";

const F = {
  title: req("title", "Title", "text"),
  description: req("description", "Description", "textarea"),
  optionalDescription: opt("description", "Description", "textarea"),
  url: req("url", "URL", "url", { placeholder: "https://" }),
  blockchain: req("blockchain", "Blockchain", "chain"),
  contract: req("contract_address", "Contract address", "address", { placeholder: "0x…" }),
  abi: req("abi", "Contract ABI", "abi", { help: "The contract ABI as a JSON array." }),
  tweetUrl: req("tweetUrl", "Post URL", "url", { placeholder: "https://x.com/jack/status/20" }),
  missionUrl: req("missionUrl", "Mission URL", "url", { placeholder: "https://" }),
  missionTitle: opt("missionTitle", "Mission title", "text"),
  startDate: opt("start_date", "Start date", "date", { help: NO_DATE_HELP }),
  tokenDecimals: opt("token_decimals", "Token decimals", "integer", {
    placeholder: "18",
    help: "Defaults to 18, or to the token's own decimals for well-known tokens.",
  }),
  tokenSymbol: opt("token_symbol", "Token symbol", "text", { placeholder: "USDC" }),
} as const;

const STEAM_FIELDS = [
  req("game", "Game name", "text", { placeholder: "Counter-Strike 2" }),
  req("link", "Steam store link", "url", { placeholder: "https://store.steampowered.com/app/730/" }),
  req("steam_game_id", "Steam game ID", "text", {
    placeholder: "730",
    help: "The number after /app/ in the store link.",
  }),
  F.optionalDescription,
];

const DISCORD_JOIN_FIELDS = [
  req("discordName", "Server name", "text"),
  req("discordServerId", "Server ID", "text", { help: "18 or 19 digits." }),
  req("discordServerInviteUrl", "Invite link", "url", { placeholder: "https://discord.gg/…" }),
];

const BUTTON_TITLE = opt("button_title", "Button title", "text", {
  help: `Optional text for the objective's button, at most ${BUTTON_TITLE_MAX_LENGTH} characters.`,
});

type Row = [
  key: TemplateKey,
  provider: ProviderKey,
  category: string,
  title: string,
  description: string,
  fields: TemplateField[],
];

// Table order of docs/product/objectives.md#templates; the catalogue groups by provider in this order.
const ROWS: Row[] = [
  [
    "twitter_username_update",
    "twitter",
    "Social",
    "Update Twitter username",
    "Users add a text to their Twitter username.",
    [req("addToUsername", "Text to add to the username", "text", { placeholder: "🪐" })],
  ],
  [
    "twitter_follow",
    "twitter",
    "Social",
    "Follow on Twitter",
    "Users follow a Twitter account.",
    [req("username", "Twitter username", "text", { placeholder: "@jack" })],
  ],
  ["twitter_like", "twitter", "Social", "Like a post", "Users like a post on Twitter.", [F.tweetUrl]],
  ["twitter_bookmark", "twitter", "Social", "Bookmark a post", "Users bookmark a post on Twitter.", [F.tweetUrl]],
  ["twitter_retweet", "twitter", "Social", "Retweet a post", "Users retweet a post on Twitter.", [F.tweetUrl]],
  ["twitter_comment", "twitter", "Social", "Comment on a post", "Users reply to a post on Twitter.", [F.tweetUrl]],
  [
    "twitter_post",
    "twitter",
    "Social",
    "Post on Twitter",
    "Users post a given text on Twitter.",
    [req("tweetContent", "Post text", "textarea", { help: "At most 280 characters." })],
  ],
  [
    "questhq_complete_mission",
    "questhq",
    "QuestHQ",
    "Complete a mission",
    "Users complete another mission.",
    [F.missionUrl, F.missionTitle],
  ],
  [
    "questhq_mission_won",
    "questhq",
    "QuestHQ",
    "Win a mission",
    "Users are among the winners of another mission.",
    [F.missionUrl, F.missionTitle],
  ],
  [
    "questhq_missions_completed",
    "questhq",
    "QuestHQ",
    "Complete missions",
    "Users have completed a number of missions.",
    [F.startDate, req("number_of_missions", "Number of missions", "integer")],
  ],
  [
    "questhq_objectives_completed",
    "questhq",
    "QuestHQ",
    "Complete objectives",
    "Users have completed a number of objectives.",
    [F.startDate, req("number_of_objectives", "Number of objectives", "integer")],
  ],
  [
    "questhq_points_earned",
    "questhq",
    "QuestHQ",
    "Earn credits",
    "Users have earned a number of credits.",
    [
      F.startDate,
      req("number_of_points", "Number of credits", "integer"),
      opt("category", "Credits category", "text", { help: "Leave empty to count credits of every category." }),
    ],
  ],
  [
    "questhq_custom_list_import",
    "questhq",
    "QuestHQ",
    "Custom list",
    "Only wallets on your list complete this objective.",
    [req("addresses", "Wallet addresses", "addresses", { help: "One EVM address per line, or separated by commas." })],
  ],
  ["steam_download", "steam", "Gaming", "Download a game", "Users own a game on Steam.", STEAM_FIELDS],
  ["steam_wishlist", "steam", "Gaming", "Wishlist a game", "Users add a game to their Steam wishlist.", STEAM_FIELDS],
  [
    "steam_playtime",
    "steam",
    "Gaming",
    "Play a game",
    "Users play a game on Steam for some time.",
    [...STEAM_FIELDS, req("gaming_duration", "Playtime (minutes)", "integer")],
  ],
  [
    "link_click",
    "custom",
    "Custom",
    "Visit a link",
    "Users open a link.",
    [F.title, F.description, req("url", "URL", "url", { placeholder: "https://" })],
  ],
  [
    "discord_join",
    "discord",
    "Community",
    "Join a Discord server",
    "Users join a Discord server.",
    DISCORD_JOIN_FIELDS,
  ],
  [
    "discord_role",
    "discord",
    "Community",
    "Get a Discord role",
    "Users hold a role in a Discord server.",
    [
      ...DISCORD_JOIN_FIELDS,
      req("discordRoleId", "Role ID", "text", { help: "18 or 19 digits." }),
      req("discordRoleName", "Role name", "text"),
      F.optionalDescription,
    ],
  ],
  [
    "telegram_join",
    "telegram",
    "Community",
    "Join a Telegram group",
    "Users join a Telegram group or channel.",
    [req("telegramGroupInviteUrl", "Invite link", "url", { placeholder: "https://t.me/…" })],
  ],
  [
    "youtube_sub",
    "youtube",
    "Social",
    "Subscribe on YouTube",
    "Users subscribe to a YouTube channel.",
    [req("channelUrl", "Channel link", "url", { placeholder: "https://www.youtube.com/@…" })],
  ],
  [
    "youtube_watch",
    "youtube",
    "Social",
    "Watch a video",
    "Users watch a YouTube video.",
    [F.title, req("videoUrl", "Video link", "url", { placeholder: "https://www.youtube.com/watch?v=…" })],
  ],
  [
    "onchain_transact_function",
    "onchain",
    "On-chain",
    "Call a contract function",
    "Users call a function of a contract.",
    [
      F.title,
      F.description,
      F.url,
      F.blockchain,
      F.contract,
      F.abi,
      req("function_name", "Function name", "text", { help: "Filled in when you choose a function." }),
      req("function_signature", "Function signature", "text", { help: "Filled in when you choose a function." }),
      req("inputs", "Function", "function", { help: "Choose the function users must call from the ABI." }),
      opt("implementation_address", "Implementation address", "address", {
        help: "For a proxy contract: the implementation's address.",
      }),
    ],
  ],
  [
    "onchain_mint",
    "onchain",
    "On-chain",
    "Mint an NFT",
    "Users mint an NFT created for this mission.",
    [
      F.title,
      req("about", "About", "textarea"),
      req("image_url", "NFT image", "url"),
      F.blockchain,
      opt("nft_version", "NFT version", "text"),
      opt("nft_name", "NFT name", "text"),
      opt("nft_symbol", "NFT symbol", "text", { help: "At most 20 characters." }),
      opt("nft_description", "NFT description", "textarea"),
      opt("nft_price", "Price", "number", { placeholder: "0", help: "In the chain's native currency." }),
      opt("contract_address", "Contract address", "address", { help: "Set when the NFT contract is deployed." }),
      opt("nft_contract_object_id", "NFT contract record", "text", { help: "Set when the NFT contract is deployed." }),
    ],
  ],
  [
    "onchain_function_onclick",
    "onchain",
    "On-chain",
    "Call a function on click",
    "Users call a contract function from the objective's button.",
    [F.title, F.description, F.blockchain, F.contract, F.abi, req("function_name", "Function name", "text")],
  ],
  [
    "onchain_transact",
    "onchain",
    "On-chain",
    "Transact with a contract",
    "Users send a transaction to a contract.",
    [F.title, F.description, F.blockchain, F.url, F.contract],
  ],
  [
    "onchain_send_token",
    "onchain",
    "On-chain",
    "Send tokens",
    "Users send an amount of the chain's currency to an address.",
    [
      F.title,
      F.blockchain,
      req("crypto_amount", "Amount", "token_amount", { help: BASE_UNITS_HELP }),
      F.description,
      req("toAddress", "Recipient address", "address", { placeholder: "0x…" }),
      F.tokenDecimals,
      F.tokenSymbol,
    ],
  ],
  [
    "onchain_holding_nft",
    "onchain",
    "On-chain",
    "Hold an NFT",
    "Users hold an NFT of a collection.",
    [F.title, F.blockchain, F.description, F.contract, F.url],
  ],
  [
    "onchain_holding_crypto",
    "onchain",
    "On-chain",
    "Hold tokens",
    "Users hold at least an amount of a token.",
    [
      F.title,
      req("crypto_amount", "Amount", "token_amount", { help: BASE_UNITS_HELP }),
      F.description,
      F.blockchain,
      F.url,
      opt("contract_address", "Token contract address", "address", {
        help: "Leave empty for the chain's native currency.",
      }),
      F.tokenDecimals,
      F.tokenSymbol,
    ],
  ],
  ["onchain_check_gems", "onchain", "On-chain", "Check gems", "Users check their gems.", [F.title, F.description]],
  [
    "client_validation",
    "client_validation",
    "On-chain",
    "Client validation",
    "Checked in the user's browser (needs the OKX Wallet).",
    [req("key", "Key", "text")],
  ],
];

export const OBJECTIVE_TEMPLATES: readonly ObjectiveTemplate[] = Object.freeze(
  ROWS.map(([key, provider, category, title, description, fields]) =>
    Object.freeze({
      key,
      provider,
      providerName: getProvider(provider).name,
      category,
      title,
      description,
      fields: Object.freeze([...fields, BUTTON_TITLE]),
    }),
  ),
);

const byKey = new Map<string, ObjectiveTemplate>(OBJECTIVE_TEMPLATES.map((t) => [t.key, t]));

export function getTemplate(key: string): ObjectiveTemplate | undefined {
  return byKey.get(key);
}

export function isTemplateKey(key: string): key is TemplateKey {
  return byKey.has(key);
}

export type TemplateCatalogue = {
  providers: { provider: ProviderKey; providerName: string; icon: string; templates: ObjectiveTemplate[] }[];
  categories: string[];
};

/** Templates grouped by provider, providers in the order of their first template. */
export function templateCatalogue(): TemplateCatalogue {
  const groups = new Map<ProviderKey, TemplateCatalogue["providers"][number]>();
  for (const t of OBJECTIVE_TEMPLATES) {
    let group = groups.get(t.provider);
    if (!group) {
      const p = getProvider(t.provider);
      group = { provider: t.provider, providerName: p.name, icon: p.icon, templates: [] };
      groups.set(t.provider, group);
    }
    group.templates.push(t);
  }
  return { providers: [...groups.values()], categories: [...TEMPLATE_CATEGORIES] };
}
