import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

const searchSchema = searchParams({
  // An email's signed unsubscribe token; longer than core's unsubscribeQuerySchema allows is no token at all.
  token: text(300),
});

/** Opened from an email, often signed out: the token is the permission, so no sign-in comes first. */
export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/unsubscribe",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/notifications/unsubscribe-page"), "UnsubscribePage"),
});
