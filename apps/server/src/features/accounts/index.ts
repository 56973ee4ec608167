// The accounts feature's public entry: what other features (linking, verification) use of linked accounts.
export { getLinkedAccount, saveLink, unlink } from "./linked-accounts";
