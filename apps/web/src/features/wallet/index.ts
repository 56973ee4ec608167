// The wallet feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export {
  ChainFlowError,
  contractErrorMessage,
  isUserRejection,
  mintErrorText,
  switchChainErrorMessage,
  type ChainErrorText,
} from "./chain-errors";
export { ChainWalletGate } from "./chain-wallet-gate";
export { NoWalletNotice } from "./no-wallet-notice";
export { switchOrAddChain } from "./switch-chain";
export { TxConfirmationNotice } from "./tx-confirmation-notice";
export { useWalletConnect } from "./use-wallet-connect";
export { WalletChoices } from "./wallet-choices";
export { watchWallets, type WalletOption } from "./wallet-client";
export { WalletConnectButton } from "./wallet-connect-button";
export { REQUEST_PENDING_MESSAGE, walletErrorMessage } from "./wallet-errors";
export { WalletProvider } from "./wallet-provider";
