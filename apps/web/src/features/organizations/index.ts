// The organizations feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { MyInvitations } from "./my-invitations";
export { OrgLogo } from "./org-logo";
export { OrganizationsGrid } from "./organizations-grid";
export { myOrganizationsQuery, organizationQuery } from "./queries";
export { RoleBadge } from "./role-badge";
export { isOrganizationMissing, OrganizationState } from "./organization-state";
