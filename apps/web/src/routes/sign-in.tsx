import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

const searchSchema = searchParams({
  // Where to return after signing in; checked for same-origin before use.
  redirect_url: text(),
});

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sign-in",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/auth/sign-in-page"), "SignInPage"),
});
