import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, timestamps, uuidId } from "./columns";
import { optionalUserRef, userRef } from "./auth";

export const organization = pgTable("organization", {
  id: uuidId(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  description: text("description"),
  links: jsonb("links").$type<Record<string, string>>().notNull().default({}),
  createdByUserId: optionalUserRef("created_by_user_id"),
  ...timestamps(),
});

/** The organization a row belongs to, deleted with it. */
export const organizationRef = () => cascadeRef("organization_id", () => organization.id);

export const organizationMember = pgTable(
  "organization_member",
  {
    organizationId: organizationRef(),
    userId: userRef(),
    role: text("role", { enum: ["admin", "member"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index("org_member_user_idx").on(t.userId)],
);

export const organizationInvitation = pgTable(
  "organization_invitation",
  {
    id: uuidId(),
    organizationId: organizationRef(),
    email: text("email"),
    walletAddress: text("wallet_address"),
    role: text("role", { enum: ["admin", "member"] }).notNull(),
    status: text("status", { enum: ["pending", "accepted", "declined", "revoked"] })
      .notNull()
      .default("pending"),
    invitedByUserId: optionalUserRef("invited_by_user_id"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("org_invite_org_idx").on(t.organizationId),
    index("org_invite_email_idx").on(t.email),
    index("org_invite_wallet_idx").on(t.walletAddress),
  ],
);
