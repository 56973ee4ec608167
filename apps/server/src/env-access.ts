import { z } from "zod";
import { emptyToUndefined } from "./providers/provider-config";

// Who may create organizations on this server (docs/product/organizations.md#who-may-create-an-organization), spread
// into env.ts's schema: checked at boot with every other variable.

/** Who may create an organization: anyone signed in, platform operators only, or people at some email domains. */
export type OrganizationCreation =
  | { mode: "everyone" }
  | { mode: "operators" }
  | { mode: "domains"; domains: string[] };

/** A DNS name such as example.com (at least two labels; punycode allowed), not a bare word or an address. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

const organizationCreationSchema = z.string().transform((raw, ctx): OrganizationCreation => {
  const value = raw.trim();
  if (value === "everyone" || value === "operators") return { mode: value };
  if (value.startsWith("domains:")) {
    const domains = value
      .slice("domains:".length)
      .split(",")
      .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
      .filter(Boolean);
    const bad = domains.filter((d) => !DOMAIN.test(d));
    if (domains.length > 0 && bad.length === 0) return { mode: "domains", domains: [...new Set(domains)] };
    ctx.addIssue({
      code: "custom",
      message: `domains: needs comma-separated email domains such as domains:example.com,example.org (not: ${
        bad.join(", ") || "none given"
      })`,
    });
    return z.NEVER;
  }
  ctx.addIssue({ code: "custom", message: 'must be "everyone", "operators" or "domains:example.com,example.org"' });
  return z.NEVER;
});

export const accessEnv = {
  /**
   * Who may create an organization (and become its admin): `everyone` signed in (the default), `operators` only, or
   * `domains:example.com,example.org`: people whose verified sign-in email is at one of those domains. Platform
   * operators always may.
   */
  ORGANIZATION_CREATION: z.preprocess(
    emptyToUndefined,
    organizationCreationSchema.optional().transform((v): OrganizationCreation => v ?? { mode: "everyone" }),
  ),
};
