import { escapeHtml } from "../shared/sandbox-page";
import type { Price, StripeContext } from "./state";

// The look shared by the Stripe sandbox pages (checkout, portal, invoice): the sandbox style of the other fakes,
// plain HTML forms without script (the server's CSP allows none), labelled inputs, readable on a 390 px phone.

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937;\
line-height:1.45}
.badge{display:inline-block;background:#fde68a;color:#1f2937;border-radius:4px;padding:0 .4rem;font-size:.75rem;\
font-weight:600}
h1{font-size:1.4rem;margin:.5rem 0}h2{font-size:1.1rem;margin:0 0 .25rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #6b7280;border-radius:6px;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1;min-width:0}
button{width:100%;margin-top:1rem;padding:.7rem;border:0;border-radius:6px;background:#4f46e5;color:#fff;font-size:1rem;
font-weight:600;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111827}
.price{font-size:1.25rem}.muted{color:#4b5563}
.alert{background:#fef2f2;border:1px solid #fca5a5;color:#991b1b;border-radius:6px;padding:.6rem .75rem}
.done{background:#ecfdf5;border:1px solid #6ee7b7;border-radius:6px;padding:.6rem .75rem}
.card{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}
.hint{font-size:.875rem;color:#4b5563;border-top:1px solid #e5e7eb;margin-top:1.5rem;padding-top:.5rem}
.hint ul{padding-left:1.1rem;margin:.25rem 0}code{font-size:.85rem}
a{color:#4338ca}:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.9rem}td,th{text-align:left;padding:.25rem 0}`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><span class="badge">Sandbox</span>
${body}
</main></body></html>`;
}

// Currencies whose amounts Stripe counts in whole units.
const ZERO_DECIMAL = new Set("bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "));

/** 2900 usd → "$29.00". */
export function money(amount: number, currency: string): string {
  const value = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** "$29.00 per month", "$90.00 every 3 months". */
export function priceLabel(price: Price): string {
  const amount = money(price.unitAmount, price.currency);
  if (!price.recurring) return amount;
  const { interval, intervalCount } = price.recurring;
  return intervalCount === 1 ? `${amount} per ${interval}` : `${amount} every ${intervalCount} ${interval}s`;
}

/** Unix seconds → "June 3, 2026" (UTC, like the rest of the fake). */
export const dateLabel = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

export const productName = (ctx: StripeContext, price: Price) => ctx.state.products.get(price.product)?.name ?? "Plan";

export const alert = (message: string | null | undefined, id = "form-error") =>
  message ? `<p class="alert" role="alert" id="${id}">${escapeHtml(message)}</p>` : "";

/** Card number, expiry and CVC inputs, pre-filled with the card that succeeds; `prefix` keeps ids unique on a page. */
export function cardFields(
  values: { number?: string; expiry?: string; cvc?: string } = {},
  errorId?: string,
  prefix = "",
): string {
  const err = errorId ? ` aria-describedby="${errorId}"` : "";
  const input = (name: string, attributes: string, value: string) =>
    `<input id="${prefix}${name}" name="${name}" ${attributes} required value="${escapeHtml(value)}"`;
  return `<label for="${prefix}card_number">Card number</label>
${input("card_number", 'inputmode="numeric" autocomplete="cc-number"', values.number ?? "4242 4242 4242 4242")}${err}>
<div class="row"><div><label for="${prefix}card_expiry">Expiry (MM / YY)</label>
${input("card_expiry", 'autocomplete="cc-exp"', values.expiry ?? "12 / 34")}></div>
<div><label for="${prefix}card_cvc">CVC</label>
${input("card_cvc", 'inputmode="numeric" autocomplete="cc-csc"', values.cvc ?? "123")}></div></div>`;
}

export const TEST_CARD_HINT = `<aside class="hint" aria-labelledby="test-cards">\
<h2 id="test-cards">Sandbox test cards</h2><ul>
<li><code>4242 4242 4242 4242</code>: succeeds</li>
<li><code>4000 0000 0000 0002</code>: declined</li>
<li><code>4000 0000 0000 0341</code>: first payment succeeds, later renewals fail</li>
</ul><p>Any future expiry and any 3-digit CVC. No real card is charged.</p></aside>`;

/** Reads a flat form field (the pages post plain name=value pairs). */
export const field = (body: unknown, name: string): string | undefined => {
  const v = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v : undefined;
};
