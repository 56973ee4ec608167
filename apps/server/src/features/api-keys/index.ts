// The api-keys feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { recordAudit, type AuditEntry } from "./record-audit";
