import {
  explorerLinks,
  NO_START_DATE,
  objectiveToken,
  formatTokenAmount,
  shortenAddress,
  type ExplorerLinks,
  type ObjectiveView,
} from "@questhq/core";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { ChainIcon } from "../shared/chain-icon";

// What an objective asks for, worded per template (docs/product/objectives.md#templates):
// the drawer shows these rows under the objective's title. Unknown templates
// and empty values simply produce fewer rows.

export type DetailRow = { label: string; value: ReactNode };

type Values = ObjectiveView["values"];

const text = (v: unknown): string | undefined => {
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};

/** Only http(s) links are rendered as links; anything else stays plain text. */
export function safeUrl(v: unknown): string | undefined {
  const url = text(v);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

export function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 break-all text-accent underline-offset-2 hover:underline"
    >
      <span className="min-w-0 break-all">{children}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function linkRow(label: string, v: unknown, caption?: string): DetailRow[] {
  const url = safeUrl(v);
  if (url)
    return [
      { label, value: <ExternalAnchor href={url}>{caption ?? url.replace(/^https?:\/\//i, "")}</ExternalAnchor> },
    ];
  const plain = text(v);
  return plain ? [{ label, value: plain }] : [];
}

function textRow(label: string, v: unknown, suffix = ""): DetailRow[] {
  const t = text(v);
  return t ? [{ label, value: `${t}${suffix}` }] : [];
}

function chainRow(values: Values): DetailRow[] {
  const id = Number(values.blockchain);
  return text(values.blockchain) && Number.isInteger(id)
    ? [{ label: "Chain", value: <ChainIcon chainId={id} withLabel /> }]
    : [];
}

/** An address on the objective's chain, linked to its explorer page (a token's page for a token or collection). */
function addressRow(label: string, values: Values, key: string, x: ExplorerLinks, isToken = false): DetailRow[] {
  const address = text(values[key]);
  if (!address) return [];
  const chainId = Number(values.blockchain);
  const explorer = isToken ? x.token(chainId, address) : x.account(chainId, address);
  const shown = <span className="font-mono">{shortenAddress(address)}</span>;
  return [
    {
      label,
      value: explorer ? (
        <span title={address}>
          <ExternalAnchor href={explorer}>{shown}</ExternalAnchor>
        </span>
      ) : (
        <span title={address}>{shown}</span>
      ),
    },
  ];
}

function amountRow(values: Values): DetailRow[] {
  const amount = text(values.crypto_amount);
  if (!amount || !/^\d+$/.test(amount)) return [];
  const { decimals, symbol } = objectiveToken(values);
  try {
    return [{ label: "Amount", value: formatTokenAmount(amount, decimals, symbol) }];
  } catch {
    return [];
  }
}

function sinceRow(values: Values): DetailRow[] {
  const date = text(values.start_date);
  return date && date !== NO_START_DATE ? [{ label: "Counting from", value: date.slice(0, 10) }] : [];
}

function countAddresses(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  const t = text(v);
  return t ? t.split(/[\s,]+/).filter(Boolean).length : 0;
}

function twitterHandle(v: unknown): string | undefined {
  return text(v)?.replace(/^@/, "");
}

const steam = (values: Values, extra: DetailRow[] = []): DetailRow[] => [
  ...linkRow("Game", values.link, text(values.game)),
  ...extra,
];

const ROWS: Record<string, (values: Values, explorer: ExplorerLinks) => DetailRow[]> = {
  twitter_username_update: (v) => textRow("Add to your username", v.addToUsername),
  twitter_follow: (v) => {
    const handle = twitterHandle(v.username);
    return handle && /^[A-Za-z0-9_]+$/.test(handle)
      ? linkRow("Account", `https://x.com/${handle}`, `@${handle}`)
      : textRow("Account", v.username);
  },
  twitter_like: (v) => linkRow("Post", v.tweetUrl),
  twitter_bookmark: (v) => linkRow("Post", v.tweetUrl),
  twitter_retweet: (v) => linkRow("Post", v.tweetUrl),
  twitter_comment: (v) => linkRow("Post", v.tweetUrl),
  twitter_post: (v) => {
    const t = text(v.tweetContent);
    return t ? [{ label: "Post this text", value: <q className="block whitespace-pre-line italic">{t}</q> }] : [];
  },
  questhq_complete_mission: (v) => linkRow("Mission", v.missionUrl, text(v.missionTitle)),
  questhq_mission_won: (v) => linkRow("Mission", v.missionUrl, text(v.missionTitle)),
  questhq_missions_completed: (v) => [...textRow("Missions to complete", v.number_of_missions), ...sinceRow(v)],
  questhq_objectives_completed: (v) => [...textRow("Objectives to complete", v.number_of_objectives), ...sinceRow(v)],
  questhq_points_earned: (v) => [
    ...textRow("Credits to earn", v.number_of_points),
    ...textRow("Category", v.category),
    ...sinceRow(v),
  ],
  questhq_custom_list_import: (v) => {
    const n = countAddresses(v.addresses);
    return n ? [{ label: "Eligible wallets", value: `${n} ${n === 1 ? "wallet" : "wallets"}` }] : [];
  },
  steam_download: (v) => steam(v),
  steam_wishlist: (v) => steam(v),
  steam_playtime: (v) => {
    const minutes = text(v.gaming_duration);
    return steam(
      v,
      minutes ? [{ label: "Playtime", value: `${minutes} ${minutes === "1" ? "minute" : "minutes"}` }] : [],
    );
  },
  link_click: (v) => linkRow("Link", v.url),
  discord_join: (v) => linkRow("Server", v.discordServerInviteUrl, text(v.discordName)),
  discord_role: (v) => [
    ...linkRow("Server", v.discordServerInviteUrl, text(v.discordName)),
    ...textRow("Role", v.discordRoleName),
  ],
  telegram_join: (v) => linkRow("Group", v.telegramGroupInviteUrl),
  youtube_sub: (v) => linkRow("Channel", v.channelUrl),
  youtube_watch: (v) => linkRow("Video", v.videoUrl),
  onchain_transact_function: (v, x) => [
    ...chainRow(v),
    ...addressRow("Contract", v, "contract_address", x),
    ...textRow("Function", v.function_name),
    ...linkRow("Where to do it", v.url),
  ],
  onchain_function_onclick: (v, x) => [
    ...chainRow(v),
    ...addressRow("Contract", v, "contract_address", x),
    ...textRow("Function", v.function_name),
  ],
  onchain_transact: (v, x) => [
    ...chainRow(v),
    ...addressRow("Contract", v, "contract_address", x),
    ...linkRow("Where to do it", v.url),
  ],
  onchain_mint: (v, x) => [
    ...chainRow(v),
    ...textRow("NFT", v.nft_name),
    ...textRow("Price", v.nft_price),
    ...addressRow("Contract", v, "contract_address", x, true),
  ],
  onchain_send_token: (v, x) => [...chainRow(v), ...amountRow(v), ...addressRow("Send to", v, "toAddress", x)],
  onchain_holding_nft: (v, x) => [
    ...chainRow(v),
    ...addressRow("Collection", v, "contract_address", x, true),
    ...linkRow("Where to get one", v.url),
  ],
  onchain_holding_crypto: (v, x) => [
    ...chainRow(v),
    ...amountRow(v),
    ...addressRow("Token", v, "contract_address", x, true),
    ...linkRow("Where to get it", v.url),
  ],
  client_validation: () => [{ label: "Requires", value: "The OKX Wallet browser extension" }],
};

/** The readable rows of an objective's values for its template; addresses link to `explorer` (useExplorer). */
export function objectiveDetailRows(
  objective: Pick<ObjectiveView, "template" | "values">,
  explorer: ExplorerLinks = explorerLinks(),
): DetailRow[] {
  const build = Object.hasOwn(ROWS, objective.template) ? ROWS[objective.template] : undefined;
  return build ? build(objective.values ?? {}, explorer) : [];
}

/** The objective's own description text (the mint template calls it "about"). */
export function objectiveDescription(objective: Pick<ObjectiveView, "template" | "values">): string | undefined {
  const v = objective.values ?? {};
  return (
    text(v.description) ??
    (objective.template === "onchain_mint" ? (text(v.about) ?? text(v.nft_description)) : undefined)
  );
}
