import type { Invitation, Organization, OrganizationMember } from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { apiData } from "@/lib/api";

export const orgKeys = {
  mine: ["organizations"] as const,
  bySlug: (slug: string) => ["organization", slug] as const,
  members: (orgId: string) => ["organization-members", orgId] as const,
  invitations: (orgId: string) => ["organization-invitations", orgId] as const,
  myInvitations: ["invitations"] as const,
};

export const myOrganizationsQuery = queryOptions({
  queryKey: orgKeys.mine,
  queryFn: () => apiData<Organization[]>("/api/v1/organizations"),
});

export const organizationQuery = (slug: string) =>
  queryOptions({
    queryKey: orgKeys.bySlug(slug),
    queryFn: () => apiData<Organization>(`/api/v1/organizations/${encodeURIComponent(slug)}`),
  });

export const membersQuery = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.members(orgId),
    queryFn: () => apiData<OrganizationMember[]>(`/api/v1/organizations/${orgId}/members`),
  });

export const orgInvitationsQuery = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.invitations(orgId),
    queryFn: () => apiData<Invitation[]>(`/api/v1/organizations/${orgId}/invitations`),
  });

export const myInvitationsQuery = queryOptions({
  queryKey: orgKeys.myInvitations,
  queryFn: () => apiData<Invitation[]>("/api/v1/invitations"),
});
