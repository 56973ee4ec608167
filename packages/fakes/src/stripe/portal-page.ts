import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../shared/sandbox-page";
import { setCancelAtPeriodEnd, updateCard } from "./billing";
import type { Invoice, PortalSession, StripeContext, Subscription } from "./state";
import { alert, cardFields, dateLabel, field, layout, money, priceLabel, productName, TEST_CARD_HINT } from "./page";

// The sandbox's stand-in for Stripe's customer portal (a billing_portal.session `url`): the customer's plans with
// "Cancel plan" / "Renew plan", "Update card" when a renewal failed, invoice history and the way back to the app.
// Forms post back and redirect to the page (post/redirect/get); a declined card shows the page again with the error.
// Also the hosted invoice page (an invoice's hosted_invoice_url).

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  trialing: "Trial",
};
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type PageError = { subscription: string; message: string; number?: string };

function planSection(ctx: StripeContext, portal: PortalSession, sub: Subscription, error: PageError | null): string {
  const { state } = ctx;
  const prices = sub.items.map((item) => state.prices.get(item.price)!);
  const names = prices.map((p) => productName(ctx, p)).join(", ");
  const pm = sub.defaultPaymentMethod ? state.paymentMethods.get(sub.defaultPaymentMethod) : undefined;
  const action = escapeHtml(`${ctx.baseUrl()}/portal/${portal.id}`);
  const hidden = (what: string) =>
    `<input type="hidden" name="action" value="${what}">` +
    `<input type="hidden" name="subscription" value="${escapeHtml(sub.id)}">`;
  const when = sub.cancelAtPeriodEnd
    ? `Ends on ${dateLabel(sub.currentPeriodEnd)}`
    : `Renews on ${dateLabel(sub.currentPeriodEnd)}`;
  const mine = error?.subscription === sub.id ? error : null;
  const failed =
    sub.status === "past_due"
      ? `<p class="alert" role="alert">Payment failed. Update your card to keep your plan.</p>
${alert(mine?.message, `error-${sub.id}`)}
<form method="post" action="${action}">${hidden("update_card")}
${cardFields({ number: mine?.number ?? "4242 4242 4242 4242" }, mine ? `error-${sub.id}` : undefined, `${sub.id}-`)}
<button type="submit">Update card</button></form>`
      : "";
  const toggle = sub.cancelAtPeriodEnd
    ? `<form method="post" action="${action}">${hidden("renew")}<button type="submit">Renew plan</button></form>`
    : `<form method="post" action="${action}">${hidden("cancel")}` +
      `<button type="submit" class="secondary">Cancel plan</button></form>`;
  return `<section class="card" aria-labelledby="plan-${escapeHtml(sub.id)}">
<h2 id="plan-${escapeHtml(sub.id)}">${escapeHtml(names)}</h2>
<p>${escapeHtml(prices.map(priceLabel).join(" + "))} · <strong>${STATUS_LABELS[sub.status] ?? sub.status}</strong></p>
<p>${when}</p>
<p class="muted">${pm ? `${escapeHtml(capitalize(pm.brand))} ending in ${escapeHtml(pm.last4)}` : "No card on file"}</p>
${failed}
${toggle}
</section>`;
}

function invoiceRows(ctx: StripeContext, invoices: Invoice[]): string {
  if (invoices.length === 0) return "";
  const rows = invoices
    .map(
      (inv) =>
        `<tr><td>${dateLabel(inv.created)}</td><td>${escapeHtml(money(inv.total, inv.currency))}</td>` +
        `<td>${inv.status === "paid" ? "Paid" : "Open"}</td>` +
        `<td><a href="${escapeHtml(`${ctx.baseUrl()}/invoice/${inv.id}`)}">View` +
        `<span class="muted"> invoice ${escapeHtml(inv.number)}</span></a></td></tr>`,
    )
    .join("");
  const head =
    '<thead><tr><th>Date</th><th>Amount</th><th>Status</th><th><span class="muted">Link</span></th></tr></thead>';
  return `<h2>Invoice history</h2><table>${head}<tbody>${rows}</tbody></table>`;
}

function renderPortal(ctx: StripeContext, portal: PortalSession, error: PageError | null = null): string {
  const { state } = ctx;
  const customer = state.customers.get(portal.customer);
  const subs = [...state.subscriptions.values()].filter(
    (s) => s.customer === portal.customer && s.status !== "canceled",
  );
  const invoices = [...state.invoices.values()].filter((inv) => inv.customer === portal.customer).reverse();
  const plans = subs.length
    ? subs.map((s) => planSection(ctx, portal, s, error)).join("\n")
    : `<p>No current plans.</p>`;
  const back = portal.returnUrl ? `<p><a href="${escapeHtml(portal.returnUrl)}">Return to QuestHQ</a></p>` : "";
  return layout(
    "Manage your plan",
    `<h1>Manage your plan</h1>${customer?.email ? `<p class="muted">${escapeHtml(customer.email)}</p>` : ""}
${plans}
${invoiceRows(ctx, invoices)}
${back}
${subs.some((s) => s.status === "past_due") ? TEST_CARD_HINT : ""}`,
  );
}

function renderInvoice(ctx: StripeContext, inv: Invoice): string {
  const rows = inv.lines
    .map((line) => {
      const price = ctx.state.prices.get(line.price)!;
      const period = `${dateLabel(line.periodStart)} – ${dateLabel(line.periodEnd)}`;
      const what = `${line.quantity} × ${escapeHtml(productName(ctx, price))}<br><span class="muted">${period}</span>`;
      return `<tr><td>${what}</td><td>${escapeHtml(money(line.amount, inv.currency))}</td></tr>`;
    })
    .join("");
  const status =
    inv.status === "paid"
      ? `<p class="done" role="status">Paid on ${dateLabel(inv.paidAt ?? inv.created)}</p>`
      : alert("This invoice is not paid yet.");
  return layout(
    `Invoice ${inv.number}`,
    `<h1>Invoice ${escapeHtml(inv.number)}</h1>
<p class="price"><strong>${escapeHtml(money(inv.total, inv.currency))}</strong></p>${status}
<table><thead><tr><th>Description</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function registerPortalPages(app: FastifyInstance, ctx: StripeContext): void {
  const notFound = (what: string) =>
    layout(`${what} not found`, `<h1>${what} not found</h1><p>This link is not valid.</p>`);

  app.get<{ Params: { id: string } }>("/portal/:id", async (req, reply) => {
    const portal = ctx.state.portalSessions.get(req.params.id);
    if (!portal) return reply.status(404).type("text/html").send(notFound("Portal session"));
    return reply.type("text/html").send(renderPortal(ctx, portal));
  });

  app.post<{ Params: { id: string } }>("/portal/:id", async (req, reply) => {
    const portal = ctx.state.portalSessions.get(req.params.id);
    const sub = ctx.state.subscriptions.get(field(req.body, "subscription") ?? "");
    if (!portal || !sub || sub.customer !== portal.customer)
      return reply.status(404).type("text/html").send(notFound("Subscription"));
    const action = field(req.body, "action");
    if (action === "cancel" || action === "renew") setCancelAtPeriodEnd(ctx, sub, action === "cancel");
    else if (action === "update_card") {
      const number = field(req.body, "card_number") ?? "";
      const outcome = updateCard(ctx, sub, {
        number,
        expiry: field(req.body, "card_expiry"),
        cvc: field(req.body, "card_cvc"),
      });
      if (!outcome.ok) {
        const page = renderPortal(ctx, portal, { subscription: sub.id, message: outcome.message, number });
        return reply.status(outcome.status).type("text/html").send(page);
      }
    } else return reply.status(400).type("text/html").send(notFound("Action"));
    return reply.redirect(`${ctx.baseUrl()}/portal/${portal.id}`, 303);
  });

  app.get<{ Params: { id: string } }>("/invoice/:id", async (req, reply) => {
    const inv = ctx.state.invoices.get(req.params.id);
    if (!inv) return reply.status(404).type("text/html").send(notFound("Invoice"));
    return reply.type("text/html").send(renderInvoice(ctx, inv));
  });
}
