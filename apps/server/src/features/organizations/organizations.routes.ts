import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changeRoleSchema,
  createOrganizationSchema,
  inviteMemberSchema,
  updateOrganizationSchema,
} from "@questhq/core";
import {
  invitationAnswer,
  invitationRevokedAnswer,
  invitationsAnswer,
  memberAnswer,
  membersAnswer,
  organizationAnswer,
  organizationsAnswer,
} from "@questhq/core/schemas/responses/organizations";
import { removedAnswer } from "@questhq/core/schemas/responses/users";
import { requireUser } from "../../lib/session";
import { createOrganization } from "./create-organization";
import { getOrganizationBySlug } from "./get-organization";
import { listMyOrganizations } from "./list-my-organizations";
import { updateOrganization } from "./update-organization";
import { listMembers } from "./list-members";
import { changeMemberRole } from "./change-member-role";
import { removeMember } from "./remove-member";
import { inviteMember } from "./invite-member";
import { listOrgInvitations } from "./list-org-invitations";
import { revokeInvitation } from "./revoke-invitation";
import { listMyInvitations } from "./list-my-invitations";
import { respondToInvitation } from "./respond-to-invitation";

const tags = ["organizations"];
const security = [{ session: [] }];
const orgParams = z.object({ id: z.uuid("Organization not found.") });
const memberParams = orgParams.extend({ userId: z.string().min(1).max(64) });
const invitationParams = orgParams.extend({ invitationId: z.uuid("Invitation not found.") });

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/organizations",
    {
      schema: { tags, security, summary: "My organizations (Mission Control)", response: { 200: organizationsAnswer } },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await listMyOrganizations(db, user.id) };
    },
  );

  app.post(
    "/organizations",
    {
      // 403: ORGANIZATION_CREATION does not let this user create one (operators only, or other email domains).
      // 409: the slug is taken.
      config: { openapi: { errors: [403, 409] } },
      schema: {
        tags,
        security,
        summary: "Create an organization",
        body: createOrganizationSchema,
        response: { 201: organizationAnswer },
      },
    },
    async (req, reply) => {
      const user = requireUser(await req.currentUser());
      return reply.status(201).send({ data: await createOrganization(db, app.env, user.id, req.body) });
    },
  );

  app.get(
    "/organizations/:slug",
    {
      schema: {
        tags,
        summary: "Public organization page",
        params: z.object({ slug: z.string().min(1).max(64) }),
        response: { 200: organizationAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      return { data: await getOrganizationBySlug(db, req.params.slug, viewer?.id ?? null) };
    },
  );

  app.patch(
    "/organizations/:id",
    {
      schema: {
        tags,
        security,
        summary: "Edit (admins)",
        params: orgParams,
        body: updateOrganizationSchema,
        response: { 200: organizationAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await updateOrganization(db, user.id, req.params.id, req.body) };
    },
  );

  app.get(
    "/organizations/:id/members",
    {
      config: { openapi: { errors: [403] } },
      schema: { tags, security, summary: "Members (members)", params: orgParams, response: { 200: membersAnswer } },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await listMembers(db, user.id, req.params.id) };
    },
  );

  app.patch(
    "/organizations/:id/members/:userId",
    {
      // The last admin cannot step down.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Change a member's role (admins)",
        params: memberParams,
        body: changeRoleSchema,
        response: { 200: memberAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await changeMemberRole(db, user.id, req.params.id, req.params.userId, req.body.role) };
    },
  );

  app.delete(
    "/organizations/:id/members/:userId",
    {
      // The last admin cannot leave.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Remove a member (admins) or leave",
        params: memberParams,
        response: { 200: removedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await removeMember(db, user.id, req.params.id, req.params.userId) };
    },
  );

  app.get(
    "/organizations/:id/invitations",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "Pending invitations (admins)",
        params: orgParams,
        response: { 200: invitationsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await listOrgInvitations(db, user.id, req.params.id) };
    },
  );

  app.post(
    "/organizations/:id/invitations",
    {
      // The person is already a member.
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Invite by email or wallet (admins)",
        params: orgParams,
        body: inviteMemberSchema,
        response: { 201: invitationAnswer },
      },
    },
    async (req, reply) => {
      const user = requireUser(await req.currentUser());
      const inv = await inviteMember(db, app.mailer, app.env.PUBLIC_URL, user.id, req.params.id, req.body);
      return reply.status(201).send({ data: inv });
    },
  );

  app.delete(
    "/organizations/:id/invitations/:invitationId",
    {
      schema: {
        tags,
        security,
        summary: "Revoke an invitation (admins)",
        params: invitationParams,
        response: { 200: invitationRevokedAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await revokeInvitation(db, user.id, req.params.id, req.params.invitationId) };
    },
  );

  app.get(
    "/invitations",
    { schema: { tags, security, summary: "Invitations addressed to me", response: { 200: invitationsAnswer } } },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await listMyInvitations(db, user.id) };
    },
  );

  const respondParams = z.object({ id: z.uuid("Invitation not found."), action: z.enum(["accept", "decline"]) });
  app.post(
    "/invitations/:id/:action",
    {
      schema: {
        tags,
        security,
        summary: "Accept or decline an invitation",
        params: respondParams,
        response: { 200: invitationAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      return { data: await respondToInvitation(db, user.id, req.params.id, req.params.action === "accept") };
    },
  );
};
