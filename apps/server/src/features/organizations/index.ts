// The organizations feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { getRole, requireOrgRole, requireOrgAccess, ORGANIZATION_NOT_FOUND } from "./org-access";
