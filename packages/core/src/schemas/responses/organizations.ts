import { z } from "zod";
import { orgRoles, type Invitation, type Organization, type OrganizationMember } from "../organizations";
import { dataAnswer, isoDateTime } from "./common";
import { sameType } from "./same-type";

// What the organization and invitation routes answer.

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  links: z.record(z.string(), z.string()),
  createdAt: isoDateTime,
  memberCount: z.number().int(),
  missionCount: z.number().int(),
  role: z.enum(orgRoles).nullable().optional().describe("The viewer's own role; null when not a member"),
});
sameType<z.output<typeof organizationSchema>, Organization>();
export const organizationAnswer = dataAnswer(organizationSchema);
export const organizationsAnswer = dataAnswer(z.array(organizationSchema));

export const organizationMemberSchema = z.object({
  userId: z.string(),
  role: z.enum(orgRoles),
  displayName: z.string(),
  image: z.string().nullable(),
  joinedAt: isoDateTime,
});
sameType<z.output<typeof organizationMemberSchema>, OrganizationMember>();
export const memberAnswer = dataAnswer(organizationMemberSchema);
export const membersAnswer = dataAnswer(z.array(organizationMemberSchema));

export const invitationSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationSlug: z.string(),
  email: z.string().nullable(),
  walletAddress: z.string().nullable(),
  role: z.enum(orgRoles),
  status: z.enum(["pending", "accepted", "declined", "revoked"]),
  createdAt: isoDateTime,
});
sameType<z.output<typeof invitationSchema>, Invitation>();
export const invitationAnswer = dataAnswer(invitationSchema);
export const invitationsAnswer = dataAnswer(z.array(invitationSchema));
export const invitationRevokedAnswer = dataAnswer(z.object({ revoked: z.literal(true) }));
