// The accounts feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { AccountClaimedError, findLink, getLinkedAccount, saveLink, unlink } from "./linked-accounts";
