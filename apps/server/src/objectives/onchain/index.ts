import { type FamilyServerTemplates, NO_SANDBOX, ON_LOCAL_CHAIN, verifiersOf } from "../types";
import { visitVerifier } from "../custom/visit";
import { verifyHoldingCrypto } from "./holding-crypto";
import { verifyHoldingNft } from "./holding-nft";
import { verifyMint } from "./mint";
import { verifySendToken } from "./send-token";
import { verifyFunctionOnClick, verifyTransact, verifyTransactFunction } from "./transact";

// On-chain objectives, read from the chain. The sandbox does those it can on the local development chain
// (core's SANDBOX_CHAIN_TEMPLATES); a call from the objective's own button and "gems" have nothing it could do.
export const onchainTemplates = {
  onchain_transact_function: { verify: verifyTransactFunction, sandbox: ON_LOCAL_CHAIN },
  onchain_function_onclick: { verify: verifyFunctionOnClick, sandbox: NO_SANDBOX },
  onchain_transact: { verify: verifyTransact, sandbox: ON_LOCAL_CHAIN },
  onchain_mint: { verify: verifyMint, sandbox: ON_LOCAL_CHAIN },
  onchain_send_token: { verify: verifySendToken, sandbox: ON_LOCAL_CHAIN },
  onchain_holding_nft: { verify: verifyHoldingNft, sandbox: ON_LOCAL_CHAIN },
  onchain_holding_crypto: { verify: verifyHoldingCrypto, sandbox: ON_LOCAL_CHAIN },
  // "Gems" are a points balance of the original product's own back end; no chain, contract or
  // public API defines them, so nothing can be checked. The objective completes like a visit
  // (open, stay, verify) and is recorded as self-attested.
  onchain_check_gems: { verify: visitVerifier, sandbox: NO_SANDBOX },
} satisfies FamilyServerTemplates;

export const onchainVerifiers = verifiersOf(onchainTemplates);
