// Display fields of an objective (docs/product/objectives.md#display: title, provider_name,
// provider_category, url), derived from its template and stored values so the
// server and the web app word every objective the same way. A creator's own
// title always wins; unknown templates still get something readable.

import { shortenAddress } from "../address";
import { getChainById } from "../chains";
import { NO_START_DATE } from "../constants";
import { getProvider } from "../providers";
import type { ObjectiveValues } from "./objective-values";
import { getTemplate } from "./templates";
import { findKnownToken, formatTokenAmount } from "./token-amount";

export type ObjectiveDisplay = {
  title: string;
  provider_name: string;
  provider_category: string;
  url: string | null;
};

const text = (v: unknown): string | undefined => {
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};

const plural = (n: string, one: string, many: string) => `${n} ${n === "1" ? one : many}`;

function chainName(values: ObjectiveValues): string | undefined {
  const id = Number(values.blockchain);
  return Number.isInteger(id) ? getChainById(id)?.name : undefined;
}

const onChain = (values: ObjectiveValues, what: string) => {
  const chain = chainName(values);
  return chain ? `${what} on ${chain}` : what;
};

/** The token of an amount: explicit decimals and symbol, else a known token, else the native currency. */
export function objectiveToken(values: ObjectiveValues): { decimals: number; symbol: string | undefined } {
  const chainId = Number(values.blockchain);
  const contract = text(values.contract_address);
  const known = contract ? findKnownToken(chainId, contract) : undefined;
  const explicit = Number(values.token_decimals);
  const hasExplicit = text(values.token_decimals) !== undefined && Number.isInteger(explicit) && explicit >= 0;
  return {
    decimals: hasExplicit ? explicit : (known?.decimals ?? 18),
    symbol:
      text(values.token_symbol) ?? known?.symbol ?? (contract ? undefined : getChainById(chainId)?.nativeCurrency),
  };
}

function tokenAmount(values: ObjectiveValues): string | undefined {
  const amount = text(values.crypto_amount);
  if (!amount || !/^\d+$/.test(amount)) return undefined;
  const { decimals, symbol } = objectiveToken(values);
  try {
    return formatTokenAmount(amount, decimals, symbol);
  } catch {
    return undefined;
  }
}

function sinceDate(values: ObjectiveValues): string {
  const date = text(values.start_date);
  return date && date !== NO_START_DATE ? ` since ${date.slice(0, 10)}` : "";
}

function twitterProfileUrl(username: unknown): string | null {
  const handle = text(username)?.replace(/^@/, "");
  return handle && /^[A-Za-z0-9_]+$/.test(handle) ? `https://x.com/${handle}` : null;
}

function youtubeChannelName(url: unknown): string | undefined {
  return text(url)?.match(/youtube\.com\/(@[A-Za-z0-9._-]+)/)?.[1];
}

type TitleFn = (v: ObjectiveValues) => string;

const TITLES: Record<string, TitleFn> = {
  twitter_username_update: (v) => `Add "${text(v.addToUsername) ?? ""}" to your Twitter username`,
  twitter_follow: (v) => `Follow ${text(v.username) ?? "this account"} on Twitter`,
  twitter_like: () => "Like this post on Twitter",
  twitter_bookmark: () => "Bookmark this post on Twitter",
  twitter_retweet: () => "Retweet this post on Twitter",
  twitter_comment: () => "Comment on this post on Twitter",
  twitter_post: () => "Post on Twitter",
  questhq_complete_mission: (v) =>
    text(v.missionTitle) ? `Complete the mission ${text(v.missionTitle)}` : "Complete this mission",
  questhq_mission_won: (v) => (text(v.missionTitle) ? `Win the mission ${text(v.missionTitle)}` : "Win this mission"),
  questhq_missions_completed: (v) =>
    `Complete ${plural(text(v.number_of_missions) ?? "?", "mission", "missions")}${sinceDate(v)}`,
  questhq_objectives_completed: (v) =>
    `Complete ${plural(text(v.number_of_objectives) ?? "?", "objective", "objectives")}${sinceDate(v)}`,
  questhq_points_earned: (v) => {
    const category = text(v.category);
    const credits = plural(text(v.number_of_points) ?? "?", "credit", "credits");
    return `Earn ${credits}${category ? ` in ${category}` : ""}${sinceDate(v)}`;
  },
  questhq_custom_list_import: () => "Be on the list of eligible wallets",
  steam_download: (v) => `Download ${text(v.game) ?? "this game"} on Steam`,
  steam_wishlist: (v) => `Wishlist ${text(v.game) ?? "this game"} on Steam`,
  steam_playtime: (v) =>
    `Play ${text(v.game) ?? "this game"} for ${plural(text(v.gaming_duration) ?? "?", "minute", "minutes")}`,
  link_click: () => "Visit this link",
  discord_join: (v) => `Join ${text(v.discordName) ?? "this server"} on Discord`,
  discord_role: (v) =>
    `Get the ${text(v.discordRoleName) ?? "required"} role in ${text(v.discordName) ?? "this server"}`,
  telegram_join: () => "Join this group on Telegram",
  youtube_sub: (v) => `Subscribe to ${youtubeChannelName(v.channelUrl) ?? "this channel"} on YouTube`,
  youtube_watch: () => "Watch this video on YouTube",
  onchain_transact_function: (v) => onChain(v, `Call ${text(v.function_name) ?? "a function"}`),
  onchain_mint: (v) => onChain(v, `Mint ${text(v.nft_name) ?? "this NFT"}`),
  onchain_function_onclick: (v) => onChain(v, `Call ${text(v.function_name) ?? "a function"}`),
  onchain_transact: (v) => onChain(v, "Make a transaction"),
  onchain_send_token: (v) => {
    const to = text(v.toAddress);
    return onChain(v, `Send ${tokenAmount(v) ?? "tokens"}${to ? ` to ${shortenAddress(to)}` : ""}`);
  },
  onchain_holding_nft: (v) => onChain(v, "Hold an NFT of this collection"),
  onchain_holding_crypto: (v) => onChain(v, `Hold ${tokenAmount(v) ?? "tokens"}`),
  onchain_check_gems: () => "Check your gems",
  client_validation: () => "Verify with the OKX Wallet",
};

const URL_KEYS = [
  "tweetUrl",
  "link",
  "url",
  "videoUrl",
  "channelUrl",
  "discordServerInviteUrl",
  "telegramGroupInviteUrl",
  "missionUrl",
] as const;

function primaryUrl(template: string, values: ObjectiveValues): string | null {
  for (const key of URL_KEYS) {
    const url = text(values[key]);
    if (url && /^https?:\/\//i.test(url)) return url;
  }
  return template === "twitter_follow" ? twitterProfileUrl(values.username) : null;
}

const humanise = (key: string) => {
  const s = key.replace(/_/g, " ").trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : "Objective";
};

export function objectiveDisplay(template: string, values: ObjectiveValues): ObjectiveDisplay {
  const t = getTemplate(template);
  const v = values ?? {};
  const titleFn = Object.hasOwn(TITLES, template) ? TITLES[template] : undefined;
  const title = text(v.title) ?? titleFn?.(v) ?? t?.title ?? humanise(template);
  return {
    title,
    provider_name: t ? t.providerName : getProvider(null).name,
    provider_category: t ? t.category : "Custom",
    url: primaryUrl(template, v),
  };
}
