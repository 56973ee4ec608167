import type { ReactNode } from "react";
import { LabelledValue } from "./labelled-value";

/** One labelled figure of a <dl> grid: the label above, the value below. */
export function StatTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LabelledValue
      label={label}
      className="rounded-lg border border-line bg-surface-2 px-3 py-2"
      valueClassName="mt-0.5 font-medium text-ink"
    >
      {children}
    </LabelledValue>
  );
}
