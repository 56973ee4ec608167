// The bridge feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { bridgeConnectSources, bridgeSettings } from "./bridge-settings";
export { localChainExplorerUrl } from "./sandbox-explorer";
