import { KeyRound } from "lucide-react";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/cn";

/**
 * A key or signing secret the server answers once (docs/product/developers.md#api-keys): shown with a Copy button
 * and a plain warning, because it is stored only as a hash (or sealed) and cannot be shown again.
 */
export function OneTimeSecret({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <section aria-label={label} className="space-y-3 rounded-xl border border-warning/40 bg-warning/10 p-4">
      <div className="flex items-center gap-2 text-sm font-semibold text-ink">
        <KeyRound className="size-4 text-warning" aria-hidden />
        {label}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className={cn(
            "min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 py-2",
            "font-mono text-sm break-all text-ink",
          )}
        >
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} />
      </div>
      <p className="text-sm font-medium text-warning">
        You won't see it again: copy it now and keep it somewhere safe.
      </p>
    </section>
  );
}
