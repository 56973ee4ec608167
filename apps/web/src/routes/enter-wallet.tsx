import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { searchParams, text } from "@/lib/search-params";
import { signedInPage } from "./signed-in";

// ?mission=<slug or id> preselects one of the winner's rewards.
const searchSchema = searchParams({ mission: text(120) });

export const enterWalletRoute = createRoute({
  ...signedInPage,
  path: "/enter-wallet",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/winner-wallets/enter-wallet-page"), "EnterWalletPage"),
});
