import { Building2 } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** Organization logo with a neutral fallback when there is none or it fails to load. */
export function OrgLogo({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  // Remember which URL failed, so a new URL (e.g. while typing) gets a fresh try.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const isBroken = Boolean(src) && brokenSrc === src;
  return (
    <span
      className={cn(
        "grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-surface-3",
        "text-muted",
        className,
      )}
    >
      {src && !isBroken ? (
        <img
          src={src}
          alt={`${name} logo`}
          className="size-full object-cover"
          onError={() => setBrokenSrc(src ?? null)}
        />
      ) : (
        <Building2 className="size-1/2" aria-hidden />
      )}
    </span>
  );
}
