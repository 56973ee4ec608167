import { z } from "zod";
import { httpUrl } from "../http-url";

export const orgRoles = ["admin", "member"] as const;
export type OrgRole = (typeof orgRoles)[number];

const optionalUrl = z
  .union([z.literal(""), httpUrl("Must be a valid URL.")])
  .optional()
  .transform((v) => (v ? v : undefined));

export const orgLinksSchema = z.object({
  website: optionalUrl,
  twitter: optionalUrl,
  discord: optionalUrl,
  telegram: optionalUrl,
});

export const orgSlugSchema = z
  .string()
  .trim()
  .min(3, "Slug must be at least 3 characters.")
  .max(48, "Slug must be at most 48 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug can only contain lowercase letters, digits and single hyphens.");

export const createOrganizationSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters.").max(64, "Name must be at most 64 characters."),
  slug: orgSlugSchema,
  logo: z
    .union([z.literal(""), httpUrl("Logo must be a valid URL.")])
    .optional()
    .nullable(),
  description: z.string().trim().max(1000, "Description must be at most 1000 characters.").optional().nullable(),
  links: orgLinksSchema.optional(),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

export const updateOrganizationSchema = createOrganizationSchema.partial().omit({ slug: true });

export const inviteMemberSchema = z
  .object({
    email: z.email("Please enter a valid email address.").optional(),
    walletAddress: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, "Invalid EVM address")
      .optional(),
    role: z.enum(orgRoles).default("member"),
  })
  .refine((v) => Boolean(v.email) !== Boolean(v.walletAddress), {
    message: "Invite by email or by wallet address, not both.",
    path: ["email"],
  });

export const changeRoleSchema = z.object({ role: z.enum(orgRoles) });

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);
}

export type Organization = {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  description: string | null;
  links: Record<string, string>;
  createdAt: string;
  memberCount: number;
  missionCount: number;
  role?: OrgRole | null;
};

export type OrganizationMember = {
  userId: string;
  role: OrgRole;
  displayName: string;
  image: string | null;
  joinedAt: string;
};

export type Invitation = {
  id: string;
  organizationId: string;
  organizationName: string;
  organizationSlug: string;
  email: string | null;
  walletAddress: string | null;
  role: OrgRole;
  status: "pending" | "accepted" | "declined" | "revoked";
  createdAt: string;
};
