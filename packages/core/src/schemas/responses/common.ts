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

/** An organization as cards, missions and invitations show it. */
export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
sameType<z.output<typeof organizationSummarySchema>, MissionOrganizationView>();
