import { z } from "zod";
import type { MissionOrganizationView } from "../mission-views";
import { sameType } from "./same-type";

// Pieces every area's answers share: the `{ data }` envelope, the keyset page `{ data, next }`, the ISO instant the
// use-cases format dates as, and the organization summary cards and missions carry.

/** A view type with its intersections written out as one object, at any depth: sameType tells `A & B` from that. */
export type Flat<T> = T extends object ? { [K in keyof T]: Flat<T[K]> } : T;

/** An instant the use-case formatted with toISOString() (a handler returning a Date declares z.date() instead). */
export const isoDateTime = z.iso.datetime();

/** The house envelope of a single answer: `{ data }`. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ data });

/** The house envelope of a list: `{ data: [...], next }`, next the absolute URL of the next page or null. */
export const pageAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    next: z.string().nullable().describe("The absolute URL of the next page; null on the last page"),
  });

/** A DELETE's answer: the id of what is gone. */
export const deletedAnswer = dataAnswer(z.object({ id: z.string() }));

/** An organization as cards, missions and invitations show it. */
export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
sameType<z.output<typeof organizationSummarySchema>, MissionOrganizationView>();

/**
 * An answer that is not JSON (a stored file, a text or CSV stream), described by its media types. No serializer
 * touches a Buffer or a stream, so the schema only documents the body: a string (binary for files). Its output type
 * is unknown because the handler sends bytes or a stream, not a string.
 */
export function rawResponse(description: string, mediaTypes: readonly string[], opts: { isBinary?: boolean } = {}) {
  const schema = z.unknown().meta({ type: "string", ...(opts.isBinary ? { format: "binary" } : {}) });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/**
 * An answer without a body (a 304, say). The document shows only its description: the type provider renders
 * z.undefined() as type "null", which @fastify/swagger lists without content.
 */
export const emptyResponse = (description: string) => z.undefined().describe(description);
