import { z } from "zod";

// An organization's API keys (docs/product/developers.md#api-keys): a key acts for its organization within its
// scopes, never as a person. The organization API speaks snake_case, as the systems that call it expect.

export const API_SCOPES = ["missions:read", "missions:write", "participants:read", "webhooks:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** What each scope opens, as the Developers page and the API reference say it. */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  "missions:read": "Read missions, objectives and rewards",
  "missions:write": "Create and change missions, objectives and rewards; publish; export winners",
  "participants:read": "Read participants, objective completions and analytics",
  "webhooks:write": "Manage webhook endpoints and their deliveries",
};

/** Every key starts with this, so secret scanners and people can tell what leaked. */
export const API_KEY_PREFIX = "qhq_";
export const API_KEY_NAME_MAX = 64;
/** How many live keys one organization may hold. */
export const API_KEYS_PER_ORGANIZATION_MAX = 50;
/** Requests a key may make per minute unless the server sets API_KEY_RATE_LIMIT_PER_MINUTE. */
export const API_KEY_RATE_LIMIT_DEFAULT = 600;

export const API_KEY_MESSAGES = {
  invalid: "This API key is not valid.",
  revoked: "This API key has been revoked.",
  expired: "This API key has expired.",
  notForKeys: "API keys cannot be used here: this operation is for a signed-in person.",
  missingScope: (scope: ApiScope) => `This API key lacks the "${scope}" scope.`,
  nameRequired: "Give the key a name.",
  nameTooLong: `A key's name must be at most ${API_KEY_NAME_MAX} characters.`,
  scopesRequired: "Choose at least one scope.",
  expiryInPast: "The expiry must be in the future.",
  tooMany: `An organization can hold at most ${API_KEYS_PER_ORGANIZATION_MAX} API keys; revoke one first.`,
  notFound: "API key not found.",
} as const;

export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, API_KEY_MESSAGES.nameRequired).max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES))
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .transform((s) => [...new Set(s)].sort() as ApiScope[]),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullish()
    .refine((v) => !v || Date.parse(v) > Date.now(), API_KEY_MESSAGES.expiryInPast),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;
