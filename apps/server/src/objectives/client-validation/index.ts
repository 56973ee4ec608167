import { type FamilyServerTemplates, NO_SANDBOX, verifiersOf } from "../types";
import { verifyClientValidation } from "./client-validation";

// Client validation: the browser's soft signal from the OKX Wallet.
export const clientValidationTemplates = {
  client_validation: { verify: verifyClientValidation, sandbox: NO_SANDBOX },
} satisfies FamilyServerTemplates;

export const clientValidationVerifiers = verifiersOf(clientValidationTemplates);
