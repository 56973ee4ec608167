import { useState } from "react";
import { cn } from "@/lib/cn";

/** A small organization logo (cards, headers) with the initial as fallback. */
export function OrgMark({
  src,
  name,
  className = "size-6 rounded-md",
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const isShown = Boolean(src) && brokenSrc !== src;
  return (
    <span
      className={cn(
        "grid shrink-0 place-items-center overflow-hidden border border-line bg-surface-3 text-xs font-semibold",
        "text-muted",
        className,
      )}
    >
      {isShown ? (
        <img src={src ?? undefined} alt="" className="size-full object-cover" onError={() => setBrokenSrc(src)} />
      ) : (
        <span aria-hidden>{name.trim().charAt(0).toUpperCase() || "?"}</span>
      )}
    </span>
  );
}
