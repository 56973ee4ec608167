import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Props = {
  href: string;
  /** Whose explorer it is, for screen readers: "the Ethereum explorer". */
  chainName: string;
  children?: ReactNode;
  className?: string;
};

/** A small link to a block explorer, in a new tab; screen readers hear which explorer it opens. */
export function ExplorerLink({ href, chainName, children = "View on explorer", className }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1 text-xs font-medium text-brand hover:underline", className)}
    >
      {children}
      <ExternalLink className="size-3 shrink-0" aria-hidden />
      <span className="sr-only">(opens the {chainName} explorer)</span>
    </a>
  );
}
