import { CALLBACK_ERRORS } from "@questhq/core";
import type { Verifier } from "../types";

// client_validation: the browser reports whether the OKX Wallet extension is present. The server
// cannot confirm that, and any client can send { okx_wallet_present: true }, so this is a soft
// signal: the objective completes, marked self-attested, and the evidence says so for audits.
export const verifyClientValidation: Verifier = async (ctx) => {
  if (ctx.input.client_signal?.okx_wallet_present !== true)
    return { status: "incomplete", message: CALLBACK_ERRORS.okxMissing };
  return { status: "completed", isSelfAttested: true, evidence: { soft_signal: true } };
};
