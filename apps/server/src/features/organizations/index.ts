// The organizations feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { actorRole, getRole, ORGANIZATION_NOT_FOUND, requireOrgAccess, requireOrgRole } from "./org-access";
export { lockMemberships } from "./admin-guard";
export { ORGANIZATION_CREATION_MESSAGES, organizationCreationRefusal } from "./organization-creation";
