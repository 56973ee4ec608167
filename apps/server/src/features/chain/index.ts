// The chain feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { loadChainSetup, publicClientFor, requireChainSetup, type ChainSetup } from "./chain-setup";
export { INDEXED_EVENTS_ABI } from "./indexer/events";
export { indexPass } from "./indexer/index-chain";
export { stakingChainTarget } from "./indexer/targets";
export { createPlatformSigner, type PlatformSigner } from "./platform-signer";
export { userWallets } from "./wallets";
