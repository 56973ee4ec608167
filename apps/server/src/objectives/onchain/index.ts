import type { VerifierFamily } from "../types";
import { visitVerifier } from "../custom/visit";
import { verifyHoldingCrypto } from "./holding-crypto";
import { verifyHoldingNft } from "./holding-nft";
import { verifyMint } from "./mint";
import { verifySendToken } from "./send-token";
import { verifyFunctionOnClick, verifyTransact, verifyTransactFunction } from "./transact";

export const onchainVerifiers: VerifierFamily = {
  onchain_transact_function: verifyTransactFunction,
  onchain_function_onclick: verifyFunctionOnClick,
  onchain_transact: verifyTransact,
  onchain_mint: verifyMint,
  onchain_send_token: verifySendToken,
  onchain_holding_nft: verifyHoldingNft,
  onchain_holding_crypto: verifyHoldingCrypto,
  // "Gems" are a points balance of the original product's own back end; no chain, contract or
  // public API defines them, so nothing can be checked. The objective completes like a visit
  // (open, stay, verify) and is recorded as self-attested.
  onchain_check_gems: visitVerifier,
};
