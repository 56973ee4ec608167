import type { ReactNode } from "react";

type LabelledValueProps = {
  label: ReactNode;
  /** The entry's place in its grid (spans, tile chrome); each <dl> lays its entries out its own way. */
  className?: string;
  valueClassName?: string;
  children: ReactNode;
};

/** One entry of a <dl>: the small muted label above its value. */
export function LabelledValue({ label, className, valueClassName, children }: LabelledValueProps) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
