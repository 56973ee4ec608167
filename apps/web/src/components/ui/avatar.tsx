import { useState } from "react";
import { cn } from "@/lib/cn";

/** Image with an initial-letter fallback when there is no image or it fails to load. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  // Remember which URL failed, so a new URL (e.g. while typing) gets a fresh try.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const isBroken = Boolean(src) && brokenSrc === src;
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      className={cn(
        "grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-brand",
        "to-accent text-sm font-semibold text-white",
        className,
      )}
    >
      {src && !isBroken ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setBrokenSrc(src ?? null)} />
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </span>
  );
}
