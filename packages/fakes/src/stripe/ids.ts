import { randomBytes } from "node:crypto";

// Stripe's API version and id shapes; apart from the records so the webhook sender can use them too.

export const API_VERSION = "2026-10-28.endive";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random letters and digits, like the tails of Stripe's ids. */
export function randomTail(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** Ids shaped like Stripe's: `cus_` + 14, `sub_1` + 24, `cs_test_a1` + 58, … */
export const newId = {
  customer: () => `cus_${randomTail(14)}`,
  product: () => `prod_${randomTail(14)}`,
  price: () => `price_1${randomTail(24)}`,
  paymentMethod: () => `pm_1${randomTail(24)}`,
  checkoutSession: () => `cs_test_a1${randomTail(58)}`,
  portalSession: () => `bps_1${randomTail(24)}`,
  subscription: () => `sub_1${randomTail(24)}`,
  subscriptionItem: () => `si_${randomTail(14)}`,
  invoice: () => `in_1${randomTail(24)}`,
  invoiceLine: () => `il_1${randomTail(24)}`,
  lineItem: () => `li_1${randomTail(24)}`,
  event: () => `evt_1${randomTail(24)}`,
  request: () => `req_${randomTail(14)}`,
};
