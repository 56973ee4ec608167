import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "./__root";

// The Atlas keeps its tab, filters and the open article in the URL, so a view can be shared,
// survives reload and is where sign-in brings a visitor back to.
const searchSchema = z.object({
  tab: z.enum(["explore", "following", "saved"]).optional().catch(undefined),
  content_format: z.string().max(40).optional().catch(undefined),
  channel_id: z.string().max(64).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  /** The slug of the article shown in the article view. */
  article: z.string().max(300).optional().catch(undefined),
});

export type AtlasSearch = z.infer<typeof searchSchema>;

export const atlasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/atlas/atlas-page"), "AtlasPage"),
});
