import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "./columns";
import { userRef } from "./auth";

// A membership is held through a Stripe subscription or a membership NFT; both are rows of `subscription`
// (its `kind`). The Stripe customer and the Stripe events already applied belong with it.

export const subscription = pgTable(
  "subscription",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    tierName: text("tier_name", { enum: ["Member", "Whale", "Pro"] }).notNull(),
    status: text("status", { enum: ["active", "inactive", "past_due", "canceled", "trialing"] }).notNull(),
    kind: text("kind", { enum: ["stripe", "nft"] }).notNull(),
    priceId: text("price_id"),
    stripeCustomerId: text("stripe_customer_id"),
    paymentMethod: text("payment_method"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("subscription_user_idx").on(t.userId)],
);

/** The user's Stripe customer: created once, on the first checkout, and reused for every later one. */
export const stripeCustomer = pgTable("stripe_customer", {
  userId: userRef().primaryKey(),
  customerId: text("customer_id").notNull().unique(),
  createdAt: createdAt(),
});

/** Stripe events already applied: a redelivered or replayed event id is acknowledged and skipped. */
export const stripeEvent = pgTable("stripe_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
