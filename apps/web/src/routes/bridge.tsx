import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { searchParams, textOrNumber } from "@/lib/search-params";
import { rootRoute } from "./__root";

// The router parses "?fromChain=1" into a number; the page reads every value as text (bridge-params.ts).
const param = textOrNumber();

const searchSchema = searchParams({
  fromAmount: param,
  fromChain: param,
  fromToken: param,
  toChain: param,
  toToken: param,
  /** Amount wanted of the destination token (the insufficient balance view asks for the $HQ it needs). */
  toAmount: param,
});

export const bridgeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/bridge",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/bridge/bridge-page"), "BridgePage"),
});
