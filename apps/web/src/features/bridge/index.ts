// The bridge feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { BuyHqLink } from "./buy-hq-link";
export { SwapHistory } from "./swap-history";
