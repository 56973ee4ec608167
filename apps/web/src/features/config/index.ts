// The config feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { useConfig, type PublicConfig } from "./use-config";
export { useExplorer } from "./use-explorer";
export { useVisibleChains } from "./use-visible-chains";
