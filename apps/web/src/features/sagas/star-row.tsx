import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** Three stars, `earned` of them filled; read out as "2 of 3 stars". */
export function StarRow({ earned, className }: { earned: number; className?: string }) {
  return (
    <span role="img" aria-label={`${earned} of 3 stars`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3].map((n) => (
        <Star key={n} aria-hidden className={cn("size-4", n <= earned ? "fill-accent text-accent" : "text-faint")} />
      ))}
    </span>
  );
}
