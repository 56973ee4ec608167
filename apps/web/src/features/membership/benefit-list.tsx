import { CircleCheck } from "lucide-react";
import { cn } from "@/lib/cn";

/** A tier's benefits, one checked line each (the plan cards and the pro subscription modal). */
export function BenefitList({
  tier,
  lines,
  className,
}: {
  tier: string;
  lines: readonly string[];
  className?: string;
}) {
  return (
    <ul aria-label={`What ${tier} gives`} className={cn("space-y-2 text-sm", className)}>
      {lines.map((line) => (
        <li key={line} className="flex gap-2 text-ink">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
