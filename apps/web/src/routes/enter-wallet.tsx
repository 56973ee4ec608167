import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

export const enterWalletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/enter-wallet",
  component: lazyRouteComponent(() => import("@/features/missions/enter-wallet-page"), "EnterWalletPage"),
});
