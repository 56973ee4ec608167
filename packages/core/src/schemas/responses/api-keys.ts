import { z } from "zod";
import { API_SCOPES } from "../../developers/api-keys";
import { dataAnswer, isoDateTime, pageAnswer } from "./common";

// What the API key and audit log routes answer (docs/product/developers.md#api-keys). snake_case: the organization
// API is read by other systems, which expect it.

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe("The key's first characters, to tell keys apart"),
  scopes: z.array(z.enum(API_SCOPES)),
  expires_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  revoked_at: isoDateTime.nullable(),
});
export type ApiKeyView = z.output<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().describe("The key itself: shown this once, stored only as a hash"),
});
export type CreatedApiKeyView = z.output<typeof createdApiKeySchema>;

export const apiKeyAnswer = dataAnswer(apiKeySchema);
export const createdApiKeyAnswer = dataAnswer(createdApiKeySchema);
export const apiKeysAnswer = dataAnswer(z.array(apiKeySchema));

export const auditActorSchema = z.object({
  kind: z.enum(["user", "api_key"]),
  id: z.string().nullable().describe("The user's or the key's id; null when it has since been deleted"),
  name: z.string().describe("The person's display name, or the key's name and prefix"),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  route: z.string().nullable(),
  target_id: z.string().nullable(),
  actor: auditActorSchema,
  details: z.record(z.string(), z.unknown()),
  created_at: isoDateTime,
});
export type AuditEntryView = z.output<typeof auditEntrySchema>;
export const auditLogAnswer = pageAnswer(auditEntrySchema);
