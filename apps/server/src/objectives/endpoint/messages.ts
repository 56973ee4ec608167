// What users are told when the organization's own API verifies an objective
// (docs/product/objectives.md#verified-by-your-api). The organizer's own message wins when it sends one.

/** The longest organizer message shown; a longer one is cut, so an endpoint cannot fill the drawer. */
export const ORGANIZER_MESSAGE_MAX_LENGTH = 280;

export const ENDPOINT_MESSAGES = {
  notYet: "The organization has not confirmed this yet. Finish the task in their product, then verify again.",
  notSetUp: "This objective is not set up yet. Ask the organization to check its settings.",
  insecure: "The organization's verification address must use https. Ask the organization to fix it.",
  refused: "The organization's verification address cannot be reached from here. Ask the organization to fix it.",
  redirected:
    "The organization's verification address answered with a redirect, which is not followed. " +
    "Ask the organization to fix it.",
} as const;
