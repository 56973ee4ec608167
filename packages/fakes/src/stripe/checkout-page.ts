import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../shared/sandbox-page";
import { completeCheckout, isPayable, successRedirect } from "./billing";
import type { CheckoutSession, StripeContext } from "./state";
import { alert, cardFields, field, layout, money, priceLabel, productName, TEST_CARD_HINT } from "./page";

// The sandbox's stand-in for Stripe's hosted Checkout page (the session's `url`): plan, price and a card form
// pre-filled with the test card that succeeds. Submitting pays the session like Stripe does and 303s to success_url;
// a declined card shows the page again with Stripe's message.

type FormValues = { number?: string; expiry?: string; cvc?: string; name?: string; email?: string };

function renderCheckout(
  ctx: StripeContext,
  s: CheckoutSession,
  opts: { error?: string; values?: FormValues } = {},
): string {
  const items = s.lineItems.map((li) => ({ li, price: ctx.state.prices.get(li.price)! }));
  const names = items.map(({ price }) => productName(ctx, price)).join(", ");
  const back = s.cancelUrl ? `<p><a href="${escapeHtml(s.cancelUrl)}">← Back</a></p>` : "";
  if (s.status === "complete") {
    const next = successRedirect(s);
    return layout(
      "Subscription confirmed",
      `<h1>Subscription confirmed</h1><p class="done" role="status">This checkout session is complete: ` +
        `you are subscribed to ${escapeHtml(names)}.</p>` +
        (next ? `<p><a href="${escapeHtml(next)}">Continue</a></p>` : ""),
    );
  }
  if (!isPayable(ctx, s)) {
    const expired = `<p class="alert" role="alert">This checkout session has expired.</p>`;
    return layout("Checkout expired", `<h1>Checkout expired</h1>${expired}${back}`);
  }
  const customer = s.customer ? ctx.state.customers.get(s.customer) : undefined;
  const email = customer?.email ?? s.customerEmail;
  const lines = items
    .map(({ li, price }) => {
      const quantity = li.quantity > 1 ? `${li.quantity} × ` : "";
      return `<p class="price"><strong>${quantity}${escapeHtml(priceLabel(price))}</strong></p>`;
    })
    .join("");
  const v = opts.values ?? {};
  const emailField = email
    ? `<p class="muted">Billed to <strong>${escapeHtml(email)}</strong></p>`
    : `<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(v.email ?? "")}">`;
  return layout(
    `Subscribe to ${names}`,
    `<h1>Subscribe to ${escapeHtml(names)}</h1>${lines}
<p class="muted">Total due today: ${escapeHtml(money(s.amountTotal, s.currency))}</p>
${alert(opts.error)}
<form method="post" action="${escapeHtml(`${ctx.baseUrl()}/checkout/${s.id}`)}">
${emailField}
${cardFields(v, opts.error ? "form-error" : undefined)}
<label for="cardholder_name">Cardholder name</label>
<input id="cardholder_name" name="cardholder_name" autocomplete="cc-name" required \
value="${escapeHtml(v.name ?? customer?.name ?? "")}">
<button type="submit">Subscribe</button>
</form>
${back}
${TEST_CARD_HINT}`,
  );
}

export function registerCheckoutPage(app: FastifyInstance, ctx: StripeContext): void {
  const notFound = layout("Checkout not found", `<h1>Checkout not found</h1><p>This checkout link is not valid.</p>`);

  app.get<{ Params: { id: string } }>("/checkout/:id", async (req, reply) => {
    const s = ctx.state.checkoutSessions.get(req.params.id);
    if (!s) return reply.status(404).type("text/html").send(notFound);
    return reply.type("text/html").send(renderCheckout(ctx, s));
  });

  app.post<{ Params: { id: string } }>("/checkout/:id", async (req, reply) => {
    const s = ctx.state.checkoutSessions.get(req.params.id);
    if (!s) return reply.status(404).type("text/html").send(notFound);
    const values: FormValues = {
      number: field(req.body, "card_number") ?? "",
      expiry: field(req.body, "card_expiry") ?? "",
      cvc: field(req.body, "card_cvc") ?? "",
      name: field(req.body, "cardholder_name") ?? "",
      email: field(req.body, "email") ?? "",
    };
    const outcome = completeCheckout(ctx, s, {
      card: { number: values.number!, expiry: values.expiry, cvc: values.cvc, name: values.name },
      email: values.email ?? null,
    });
    if (!outcome.ok) {
      return reply
        .status(outcome.status)
        .type("text/html")
        .send(renderCheckout(ctx, s, { error: outcome.message, values }));
    }
    const next = successRedirect(s);
    return next ? reply.redirect(next, 303) : reply.type("text/html").send(renderCheckout(ctx, s));
  });
}
