import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAuth } from "@/features/session/require-auth";
import { searchParams, text } from "@/lib/search-params";
import { rootRoute } from "./__root";

// ?mission=<slug or id> preselects one of the winner's rewards.
const searchSchema = searchParams({ mission: text(120) });

export const enterWalletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/enter-wallet",
  validateSearch: searchSchema,
  beforeLoad: requireAuth,
  component: lazyRouteComponent(() => import("@/features/winner-wallets/enter-wallet-page"), "EnterWalletPage"),
});
