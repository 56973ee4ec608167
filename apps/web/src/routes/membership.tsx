import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { oneOf, searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

// Stripe Checkout sends the browser back here with ?checkout=success&session_id=cs_... or ?checkout=cancelled;
// the page shows the outcome once, then removes the parameters.
const searchSchema = searchParams({
  checkout: oneOf(["success", "cancelled"] as const),
  session_id: text(255),
});

export type MembershipSearch = ReturnType<typeof searchSchema>;

export const membershipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/membership",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/membership/membership-page"), "MembershipPage"),
});
