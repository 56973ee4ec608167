import { cn } from "@/lib/cn";
import { entityStyle } from "./news-format";

/** The entity-type label in its category colour. */
export function EntityLabel({ type, className }: { type: string | null | undefined; className?: string }) {
  const { label, color } = entityStyle(type);
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium", className)} style={{ color }}>
      <span aria-hidden className="size-1.5 rounded-full" style={{ backgroundColor: color }} />
      {label}
    </span>
  );
}
