import type { Plan } from "@questhq/core/schemas/responses/membership";
import { formatPlanPrice } from "./membership-format";

/** A plan's price, large, as "$29 / month"; a screen reader hears "per month" rather than "slash". */
export function PlanPrice({
  plan,
  testId,
}: {
  plan: Pick<Plan, "unitAmount" | "currency" | "interval" | "intervalCount">;
  testId?: string;
}) {
  const price = formatPlanPrice(plan);
  return (
    <p className="text-ink" data-testid={testId}>
      <span className="text-3xl font-bold tracking-tight">{price.amount}</span>
      <span aria-hidden className="text-sm text-muted">
        {" "}
        / {price.period}
      </span>
      <span className="sr-only"> per {price.period}</span>
    </p>
  );
}
