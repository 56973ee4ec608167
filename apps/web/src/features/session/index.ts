// The session feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { sessionQueryOptions, useSession } from "./session";
export { useSignInSearch } from "./use-sign-in-search";
export { useSignOut } from "./use-sign-out";
