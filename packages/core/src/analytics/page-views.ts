import { z } from "zod";

// The page-view beacon (POST /api/v1/page-views): the web app sends it when it shows a page without loading it from
// the server (a click inside the app); a page the server sends is counted as it is sent. Only mission pages are
// counted (docs/product/analytics.md#counting-visitors).

/** Longest path or referrer taken: a browser's own limit on a URL is about this. */
export const PAGE_VIEW_URL_MAX_LENGTH = 2048;

export const pageViewRequest = z
  .object({
    path: z
      .string()
      .max(PAGE_VIEW_URL_MAX_LENGTH)
      .regex(/^\/(?!\/)/, "Expected a path on this site, starting with a single /.")
      .describe("The page's path and query as the browser shows it (/missions/genesis?utm_source=discord)"),
    referrer: z
      .string()
      .max(PAGE_VIEW_URL_MAX_LENGTH)
      .optional()
      .describe("document.referrer when the visit came from another site; only its host is kept"),
  })
  .strict();
export type PageViewRequest = z.infer<typeof pageViewRequest>;

export const pageViewAnswer = z.object({
  data: z.object({
    counted: z
      .boolean()
      .describe("Whether the view was counted: false for a page that is not a public mission's, or for a robot"),
  }),
});
