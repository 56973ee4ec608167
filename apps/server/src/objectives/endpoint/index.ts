import { type FamilyServerTemplates, verifiersOf } from "../types";
import { endpointCheck } from "./endpoint-check";
import { endpointSandbox } from "./sandbox";

// Verified by the organization's own API (docs/product/objectives.md#verified-by-your-api).
export const endpointTemplates = {
  endpoint_check: { verify: endpointCheck, sandbox: endpointSandbox },
} satisfies FamilyServerTemplates;

export const endpointVerifiers = verifiersOf(endpointTemplates);
