import { type FamilyServerTemplates, NO_SANDBOX, verifiersOf } from "../types";
import { visitVerifier } from "./visit";

// A link click: open, stay, verify (self-attested).
export const customTemplates = {
  link_click: { verify: visitVerifier, sandbox: NO_SANDBOX },
} satisfies FamilyServerTemplates;

export const customVerifiers = verifiersOf(customTemplates);
