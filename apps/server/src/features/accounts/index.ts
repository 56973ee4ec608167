// The accounts feature's public entry for other features (the features-through-entry import rule).
export { findLink, getLinkedAccount, unlink } from "./linked-accounts";
