import { z } from "zod";
import { USER_STATUSES } from "../participation/status";

// The reads an organization's systems sync from (docs/product/developers.md#reads): a mission's participants and the
// objective completions of all its missions, each keyset paged in a stable order so a system can resume where it
// stopped.

export const ORGANIZATION_READ_PAGE_SIZE = 100;
export const ORGANIZATION_READ_PAGE_MAX = 500;
/**
 * Rows younger than this are not listed yet: a transaction that started earlier may still commit a row with an
 * earlier time, and a system that had already read past that time would never see it.
 */
export const SYNC_SETTLE_MS = 2_000;

const isoInstant = (message: string) => z.iso.datetime({ offset: true, message });
const page = {
  next: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(ORGANIZATION_READ_PAGE_MAX).default(ORGANIZATION_READ_PAGE_SIZE),
};

export const participantsQuerySchema = z.object({
  status: z.enum(USER_STATUSES).optional(),
  updated_since: isoInstant("updated_since must be an ISO 8601 date and time, like 2026-11-27T10:00:00Z.").optional(),
  ...page,
});
export type ParticipantsQuery = z.output<typeof participantsQuerySchema>;

export const completionsQuerySchema = z.object({
  since: isoInstant("since must be an ISO 8601 date and time, like 2026-11-27T10:00:00Z.").optional(),
  mission_id: z.uuid("mission_id must be a mission's id.").optional(),
  ...page,
});
export type CompletionsQuery = z.output<typeof completionsQuerySchema>;
