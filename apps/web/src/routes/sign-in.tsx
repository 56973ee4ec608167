import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "./__root";

const searchSchema = z.object({
  // Where to return after signing in; checked for same-origin before use.
  redirect_url: z.string().optional().catch(undefined),
});

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sign-in",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/auth/sign-in-page"), "SignInPage"),
});
