import { getProvider, type ObjectiveView } from "@questhq/core";
import type { SocialProvider } from "@/features/social/social-api";
import { safeUrl } from "../page/objective-details";
import { missionPathOf } from "./mission-path";

// How the objective drawer lets a user act on an objective (docs/product/objectives.md#linked-account-objectives,
// docs/product/objectives.md#on-chain-objectives: Discord, Steam, Twitter states; onchain objective; client
// validation), chosen by template.

export type ObjectiveAction =
  | { kind: "social"; account: SocialProvider; href: string | undefined }
  | { kind: "visit"; href: string | undefined }
  | { kind: "tx"; href: string | undefined }
  | { kind: "wallet"; href: string | undefined }
  /** onchain_mint: the NFT is minted from the drawer with the wallet, then verified. */
  | { kind: "mint"; href: string | undefined }
  | { kind: "okx" }
  /**
   * In-product history: the mission to finish (an in-app path), or none for counts of missions, objectives, credits.
   */
  | { kind: "history"; missionPath: string | undefined }
  | { kind: "verify"; href: string | undefined };

/** The name in "Connect {Provider}": YouTube objectives are checked through the Google account. */
export const ACCOUNT_NAMES: Record<SocialProvider, string> = {
  twitter: "Twitter",
  discord: "Discord",
  steam: "Steam",
  telegram: "Telegram",
  google: "YouTube",
};

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

function twitterHref(o: ObjectiveView): string | undefined {
  const v = o.values ?? {};
  switch (o.template) {
    case "twitter_follow": {
      const handle = str(v.username).replace(/^@/, "");
      return /^[A-Za-z0-9_]+$/.test(handle) ? `https://x.com/${handle}` : undefined;
    }
    case "twitter_post":
      return str(v.tweetContent)
        ? `https://x.com/intent/tweet?text=${encodeURIComponent(str(v.tweetContent))}`
        : undefined;
    case "twitter_username_update":
      return "https://x.com/settings/profile";
    default:
      return safeUrl(v.tweetUrl) ?? safeUrl(o.url);
  }
}

const TX_TEMPLATES = new Set([
  "onchain_transact_function",
  "onchain_function_onclick",
  "onchain_transact",
  "onchain_send_token",
]);
const WALLET_TEMPLATES = new Set(["onchain_holding_nft", "onchain_holding_crypto"]);
const VISIT_TEMPLATES = new Set(["link_click", "youtube_watch", "onchain_check_gems"]);
const MISSION_TEMPLATES = new Set(["questhq_complete_mission", "questhq_mission_won"]);
const COUNT_TEMPLATES = new Set([
  "questhq_missions_completed",
  "questhq_objectives_completed",
  "questhq_points_earned",
]);

export function objectiveAction(o: ObjectiveView): ObjectiveAction {
  const v = o.values ?? {};
  const own = safeUrl(o.url);
  if (VISIT_TEMPLATES.has(o.template)) return { kind: "visit", href: safeUrl(v.url) ?? safeUrl(v.videoUrl) ?? own };
  if (TX_TEMPLATES.has(o.template)) return { kind: "tx", href: safeUrl(v.url) ?? own };
  if (WALLET_TEMPLATES.has(o.template)) return { kind: "wallet", href: safeUrl(v.url) ?? own };
  if (o.template === "onchain_mint") return { kind: "mint", href: safeUrl(v.url) ?? own };
  if (o.template === "client_validation") return { kind: "okx" };
  if (MISSION_TEMPLATES.has(o.template)) return { kind: "history", missionPath: missionPathOf(v.missionUrl) };
  if (COUNT_TEMPLATES.has(o.template)) return { kind: "history", missionPath: undefined };
  switch (getProvider(o.provider).key) {
    case "twitter":
      return { kind: "social", account: "twitter", href: twitterHref(o) };
    case "discord":
      return { kind: "social", account: "discord", href: safeUrl(v.discordServerInviteUrl) ?? own };
    case "steam":
      return { kind: "social", account: "steam", href: safeUrl(v.link) ?? own };
    case "telegram":
      return { kind: "social", account: "telegram", href: safeUrl(v.telegramGroupInviteUrl) ?? own };
    case "youtube":
    case "google":
      return { kind: "social", account: "google", href: safeUrl(v.channelUrl) ?? own };
    case "onchain":
      return { kind: "wallet", href: own };
    default:
      return { kind: "verify", href: safeUrl(v.missionUrl) ?? own };
  }
}

/** Twitter objectives a user can still skip for $HQ (the skip-objectives modal). */
export function isTwitterObjective(o: Pick<ObjectiveView, "provider">): boolean {
  return getProvider(o.provider).key === "twitter";
}
