import {
  ORGANIZER_TOOL_LABELS,
  shortenAddress,
  type Entitlements,
  type OrganizerTool,
  type Subscription,
  type SubscriptionSource,
} from "@questhq/core";
import type { Plan } from "@questhq/core/schemas/responses/membership";
import { formatDate } from "@/lib/format";
import { isPastDue } from "./membership-rules";

// The words of the membership screens: Stripe prices, a tier's benefits, the card on file and the reasons for a
// tier. Pure, so they are tested without a page.

export type PlanPrice = {
  /** "$29" (or "$9.50"). */
  amount: string;
  /** "month", or "3 months". */
  period: string;
  /** "$29 / month", as shown. */
  text: string;
  /** "$29 per month", for screen readers (they read "/" as "slash"). */
  spoken: string;
};

/** How many minor units a currency has (2 for USD, 0 for JPY), as Intl knows it; Stripe counts in those units. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** A Stripe amount (in the currency's smallest unit) as money: whole amounts without ".00". */
export function formatMoney(unitAmount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = currencyDigits(code);
  const value = unitAmount / 10 ** digits;
  const fraction = Number.isInteger(value) ? 0 : digits;
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(value);
  } catch {
    // A code Intl does not know: still say the amount and what it is in.
    return `${value.toFixed(fraction)} ${code}`;
  }
}

export function formatPlanPrice(plan: Pick<Plan, "unitAmount" | "currency" | "interval" | "intervalCount">): PlanPrice {
  const amount = formatMoney(plan.unitAmount, plan.currency);
  const period = plan.intervalCount > 1 ? `${plan.intervalCount} ${plan.interval}s` : plan.interval;
  return { amount, period, text: `${amount} / ${period}`, spoken: `${amount} per ${period}` };
}

const ADVERBS: Record<Plan["interval"], string> = { day: "daily", week: "weekly", month: "monthly", year: "yearly" };

/** "Billed monthly", or "Billed every 3 months". */
export function billingPeriodText(plan: Pick<Plan, "interval" | "intervalCount">): string {
  return plan.intervalCount > 1
    ? `Billed every ${plan.intervalCount} ${plan.interval}s`
    : `Billed ${ADVERBS[plan.interval]}`;
}

/** The benefits of a tier in plain words; nothing for a value the tier does not raise. */
export function benefitLines(
  entitlements: Entitlements,
  toolLabels: Partial<Record<OrganizerTool, string>> = ORGANIZER_TOOL_LABELS,
): string[] {
  const lines: string[] = [];
  const entries = entitlements.extraFreeEntries;
  if (entries > 0) lines.push(`+${entries} free raffle ${entries === 1 ? "entry" : "entries"} on every raffle mission`);
  if (entitlements.weeklyBoosterHundredths > 0) {
    lines.push(`+${(entitlements.weeklyBoosterHundredths / 100).toFixed(2)} Saga booster every week subscribed`);
  }
  if (entitlements.skipDiscountPercent > 0)
    lines.push(`${entitlements.skipDiscountPercent}% off skipping X objectives`);
  for (const tool of entitlements.organizerTools) lines.push(toolLabels[tool] ?? ORGANIZER_TOOL_LABELS[tool] ?? tool);
  return lines;
}

const CARD_BRANDS: Record<string, string> = {
  amex: "American Express",
  american_express: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
  cartes_bancaires: "Cartes Bancaires",
  eftpos_au: "eftpos",
};

export type PaymentMethodParts = { brand: string; last4: string | null };

/** The server's "visa 4242" (brand, then the last four digits) in parts; null when there is no card on file. */
export function paymentMethodParts(raw: string | null | undefined): PaymentMethodParts | null {
  const text = raw?.trim();
  if (!text) return null;
  const match = /^(.*?)\s*(\d{4})$/.exec(text);
  const brandKey = (match ? match[1]! : text)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  const brand =
    CARD_BRANDS[brandKey] ??
    (brandKey ? brandKey.charAt(0).toUpperCase() + brandKey.slice(1).replace(/_/g, " ") : "Card");
  return { brand, last4: match ? match[2]! : null };
}

/** "Visa •••• 4242"; "—" when there is no card on file. */
export function formatPaymentMethod(raw: string | null | undefined): string {
  const parts = paymentMethodParts(raw);
  if (!parts) return "—";
  return parts.last4 ? `${parts.brand} •••• ${parts.last4}` : parts.brand;
}

/** One reason for the user's tier, as settings lists it. */
export function sourceLine(source: SubscriptionSource): string {
  if (source.kind === "nft") {
    // "Member membership NFT" would stutter; Member NFTs are simply membership NFTs.
    const name = source.tierName === "Whale" ? "Whale membership NFT" : "Membership NFT";
    return `${name} #${source.tokenId} in ${shortenAddress(source.wallet)}${source.staked ? " (staked)" : ""}`;
  }
  const base = `${source.tierName} subscription (Stripe)`;
  const date = source.currentPeriodEnd ? formatDate(source.currentPeriodEnd) : "";
  switch (source.status) {
    case "past_due":
      return `${base} — payment failed`;
    case "canceled":
    case "inactive":
      return `${base} — ended`;
    default:
      if (!date) return base;
      return `${base} — ${source.cancelAtPeriodEnd ? "ends" : "renews"} ${date}`;
  }
}

const STATUS_LABELS: Record<Subscription["status"], string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment failed",
  canceled: "Cancelled",
  inactive: "Inactive",
};

/** The subscription's status in words; a failed renewal reads "Payment failed" (its card must be replaced). */
export function statusLabel(subscription: Subscription): string {
  if (isPastDue(subscription)) return STATUS_LABELS.past_due;
  if (subscription.tierName === "Free") return "No paid plan";
  // An NFT tier has no Stripe status of its own: it lasts as long as the NFT is held.
  if (subscription.kind === "nft") return STATUS_LABELS.active;
  return STATUS_LABELS[subscription.status];
}
