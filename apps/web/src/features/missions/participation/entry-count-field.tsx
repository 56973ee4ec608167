import { ENTRY_MAX, RAFFLE_ENTRY_PRICE_HQ, isBlockedEntryKey, normaliseEntryCount, formatNumber } from "@questhq/core";
import { Minus, Plus, Ticket } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";

type Props = {
  value: string;
  onChange(value: string): void;
  freeEntries: number;
  cost: number;
  available: number;
  onBuyTickets(): void;
};

const hq = (n: number) => `${formatNumber(n)} $HQ`;

/**
 * Entry count (docs/product/missions.md#entry-count): digits only, from the free entries up to 999; minus and dot are
 * blocked and an empty or invalid value falls back to the free entries on blur. Shows what the entries cost.
 */
export function EntryCountField({ value, onChange, freeEntries, cost, available, onBuyTickets }: Props) {
  const id = useId();
  const count = normaliseEntryCount(value, freeEntries);
  const min = normaliseEntryCount("", freeEntries);
  const step = (delta: number) => onChange(String(Math.min(ENTRY_MAX, Math.max(min, count + delta))));
  const isShort = cost > available;

  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Entries
        </label>
        <Button variant="ghost" size="sm" className="-mr-2 h-7" onClick={onBuyTickets} aria-haspopup="dialog">
          <Ticket className="size-3.5" aria-hidden />
          Buy tickets
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Fewer entries"
          onClick={() => step(-1)}
          disabled={count <= min}
        >
          <Minus className="size-4" aria-hidden />
        </Button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-cost`}
          value={value}
          onKeyDown={(e) => {
            if (isBlockedEntryKey(e.key)) e.preventDefault();
          }}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 4))}
          onBlur={() => onChange(String(normaliseEntryCount(value, freeEntries)))}
          className={cn(inputClass, "text-center font-mono tabular-nums")}
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label="More entries"
          onClick={() => step(1)}
          disabled={count >= ENTRY_MAX}
        >
          <Plus className="size-4" aria-hidden />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {min === 1 ? "1 free entry" : `${formatNumber(min)} free entries`}; each extra entry costs{" "}
        {hq(RAFFLE_ENTRY_PRICE_HQ)}, up to {formatNumber(ENTRY_MAX)} entries.
      </p>
      <dl id={`${id}-cost`} className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg border border-line bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">Cost</dt>
          <dd className={cn("font-mono font-semibold tabular-nums", isShort ? "text-warning" : "text-ink")}>
            {hq(cost)}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">Available</dt>
          <dd className="font-mono font-semibold text-ink tabular-nums">{hq(available)}</dd>
        </div>
      </dl>
    </div>
  );
}
