// The staking feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { HQ_SMALLEST_SHOWN, formatHq } from "./stake-amount";
export type { AppChainId } from "./stake-chain";
export { StakingWalletGate } from "./staking-wallet-gate";
