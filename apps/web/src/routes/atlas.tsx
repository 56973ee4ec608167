import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { oneOf, searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

// The Atlas keeps its tab, filters and the open article in the URL, so a view can be shared,
// survives reload and is where sign-in brings a visitor back to.
const searchSchema = searchParams({
  tab: oneOf(["explore", "following", "saved"]),
  content_format: text(40),
  channel_id: text(64),
  search: text(200),
  /** The slug of the article shown in the article view. */
  article: text(300),
});

export type NewsSearch = ReturnType<typeof searchSchema>;

export const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/atlas",
  validateSearch: searchSchema,
  // The feed and its side panels start loading with the page's code (see routes/mission.tsx).
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await import("@/features/news/news-api")).prefetchNews(context.queryClient, deps),
  component: lazyRouteComponent(() => import("@/features/news/news-page"), "NewsHomePage"),
});
