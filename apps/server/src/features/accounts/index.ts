// The accounts feature's public entry for other features (the features-through-entry import rule).
export { findLink, unlink } from "./linked-accounts";
