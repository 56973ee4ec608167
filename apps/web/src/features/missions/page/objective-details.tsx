import {
  explorerLinks,
  objectiveDetailRows as objectiveDetailRowsOf,
  shortenAddress,
  type DetailValue,
  type ExplorerLinks,
  type ObjectiveView,
} from "@questhq/core";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { ChainIcon } from "@/features/mission-shared";

// What an objective asks for, worded per template by its family in core (docs/product/objectives.md#templates):
// the drawer shows these rows under the objective's title. Unknown templates
// and empty values simply produce fewer rows.

export type DetailRow = { label: string; value: ReactNode };

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

/** A row's value as the drawer shows it; addresses link to `explorer` (useExplorer). */
function shown(value: DetailValue, x: ExplorerLinks): ReactNode {
  switch (value.kind) {
    case "text":
      return value.text;
    case "quote":
      return <q className="block whitespace-pre-line italic">{value.text}</q>;
    case "link":
      return <ExternalAnchor href={value.href}>{value.caption}</ExternalAnchor>;
    case "chain":
      return <ChainIcon chainId={value.chainId} withLabel />;
    case "address": {
      const explorer = value.isToken ? x.token(value.chainId, value.address) : x.account(value.chainId, value.address);
      const short = <span className="font-mono">{shortenAddress(value.address)}</span>;
      return explorer ? (
        <span title={value.address}>
          <ExternalAnchor href={explorer}>{short}</ExternalAnchor>
        </span>
      ) : (
        <span title={value.address}>{short}</span>
      );
    }
  }
}

/** The readable rows of an objective's values for its template; addresses link to `explorer` (useExplorer). */
export function objectiveDetailRows(
  objective: Pick<ObjectiveView, "template" | "values">,
  explorer: ExplorerLinks = explorerLinks(),
): DetailRow[] {
  return objectiveDetailRowsOf(objective.template, objective.values).map((row) => ({
    label: row.label,
    value: shown(row.value, explorer),
  }));
}

/** The objective's own description text (the mint template calls it "about"). */
export function objectiveDescription(objective: Pick<ObjectiveView, "template" | "values">): string | undefined {
  const v = objective.values ?? {};
  return (
    text(v.description) ??
    (objective.template === "onchain_mint" ? (text(v.about) ?? text(v.nft_description)) : undefined)
  );
}
