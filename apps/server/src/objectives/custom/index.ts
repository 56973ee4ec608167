import type { VerifierFamily } from "../types";
import { verifyClientValidation } from "./client-validation";
import { visitVerifier } from "./visit";

export const customVerifiers: VerifierFamily = {
  link_click: visitVerifier,
  client_validation: verifyClientValidation,
};
