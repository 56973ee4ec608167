// What a user reads when an on-chain objective is not complete yet: one message per failed
// check, saying what was wrong and what to do. Kept together so tests assert the exact text.

export const CONNECT_WALLET_MESSAGE = "Connect a wallet to complete this objective.";
export const CONTRACT_NOT_SET_UP_MESSAGE =
  "This objective's contract address is not set up correctly. Please contact the mission's organizer.";

export const TX_MESSAGES = {
  missingHash: "Paste the hash of your transaction to verify it.",
  reused: "This transaction was already used by another account.",
  otherSender: "This transaction was sent from a wallet that is not connected to your account.",
  notConfirmed: "This transaction is not confirmed yet. Try again in a moment.",
  reverted: "This transaction failed on chain (it was reverted), so it does not count.",
  beforeStart: "This transaction was sent before the mission started. Send a new one and verify again.",
  wrongTarget: "This transaction was not sent to the objective's contract.",
  functionNotSetUp:
    "This objective's contract function is not set up correctly. Please contact the mission's organizer.",
} as const;

export const txNotFoundMessage = (chain: string) =>
  `We could not find this transaction on ${chain}. Check the hash and that you sent it on ${chain}.`;
export const wrongFunctionMessage = (fn: string) => `This transaction did not call ${fn} on the objective's contract.`;

export const SEND_MESSAGES = {
  notSetUp: "This objective's recipient address is not set up correctly. Please contact the mission's organizer.",
  wrongRecipient: "This transaction did not send anything to the objective's address.",
  noTokenTransfer: "This transaction did not transfer the token to the objective's address.",
} as const;
export const sentTooLittleMessage = (amount: string) => `This transaction sent less than the required ${amount}.`;

export const HOLDING_MESSAGES = {
  mintNotDeployed: "The NFT contract for this objective is not deployed yet.",
  notMinted:
    "None of your connected wallets holds an NFT from this mission's collection yet. Mint one, then verify again.",
  noNft: "None of your connected wallets holds an NFT of this collection.",
  notNftContract:
    "The objective's contract does not report NFT balances per wallet (ERC-721 balanceOf), " +
    "so holdings cannot be checked.",
  notTokenContract:
    "The objective's token contract does not report balances (ERC-20 balanceOf), so holdings cannot be checked.",
} as const;
export const notEnoughHeldMessage = (amount: string) =>
  `None of your connected wallets holds at least ${amount}. The whole amount must be in one wallet.`;
