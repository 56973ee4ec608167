import { BUY_TICKETS_CUSTOM_MIN, BUY_TICKET_TIERS } from "@questhq/core";
import { Clock, Ticket } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";

const CUSTOM_MESSAGE = `The custom count is at least ${BUY_TICKETS_CUSTOM_MIN}.`;
// Made when the modal opens, not when the page loads (Intl's first use loads locale data).
let usd: Intl.NumberFormat | null = null;
function dollars(n: number): string {
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  return usd.format(n);
}

type Choice = (typeof BUY_TICKET_TIERS)[number]["name"] | "Custom";

/** The buy tickets modal: the tiers, shown but not purchasable (docs/product/screens.md#buy-tickets). */
export function BuyTicketsModal({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const name = useId();
  const [choice, setChoice] = useState<Choice>("Standard");
  const [custom, setCustom] = useState(String(BUY_TICKETS_CUSTOM_MIN));
  const customCount = /^\d+$/.test(custom) ? Number(custom) : 0;
  const customError = choice === "Custom" && customCount < BUY_TICKETS_CUSTOM_MIN ? CUSTOM_MESSAGE : null;
  const options = [
    ...BUY_TICKET_TIERS.map((t) => ({
      name: t.name as Choice,
      entries: `${t.entries} ${t.entries === 1 ? "entry" : "entries"}`,
      price: `${dollars(t.priceUsd)}${"note" in t && t.note ? ` (${t.note})` : ""}`,
    })),
    { name: "Custom" as Choice, entries: `At least ${BUY_TICKETS_CUSTOM_MIN}`, price: "" },
  ];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Buy tickets"
      description="Extra raffle entries, bought with a card."
    >
      <div className="space-y-5">
        <p
          role="note"
          className={cn(
            "flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm",
            "text-warning",
          )}
        >
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          Ticket purchases are not available yet
        </p>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-ink">Ticket tier</legend>
          {options.map((o) => (
            <label
              key={o.name}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent",
                choice === o.name ? "border-brand bg-brand-soft" : "border-line bg-surface-2 hover:border-line-strong",
              )}
            >
              <input
                type="radio"
                name={name}
                value={o.name}
                checked={choice === o.name}
                onChange={() => setChoice(o.name)}
                className="sr-only"
              />
              <Ticket className="size-4 shrink-0 text-accent" aria-hidden />
              <span className="flex-1">
                <span className="block font-medium text-ink">{o.name}</span>
                <span className="block text-xs text-muted">{o.entries}</span>
              </span>
              {o.price ? <span className="font-mono font-semibold text-ink">{o.price}</span> : null}
            </label>
          ))}
        </fieldset>
        {choice === "Custom" ? (
          <div className="space-y-1.5">
            <label htmlFor={`${name}-custom`} className="block text-sm font-medium text-ink">
              Number of entries
            </label>
            <input
              id={`${name}-custom`}
              type="text"
              inputMode="numeric"
              value={custom}
              aria-invalid={customError ? true : undefined}
              aria-describedby={customError ? `${name}-custom-error` : undefined}
              onChange={(e) => setCustom(e.target.value.replace(/\D/g, "").slice(0, 4))}
              className={cn(inputClass, "font-mono")}
            />
            {customError ? (
              <p id={`${name}-custom-error`} role="alert" className="text-xs font-medium text-danger">
                {customError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button disabled aria-describedby={`${name}-unavailable`}>
            Buy tickets
          </Button>
        </div>
        <p id={`${name}-unavailable`} className="sr-only">
          Ticket purchases are not available yet
        </p>
      </div>
    </Modal>
  );
}
