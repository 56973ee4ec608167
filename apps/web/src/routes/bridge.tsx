import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "./__root";

// The router parses "?fromChain=1" into a number; the bridge works with strings.
const param = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

const searchSchema = z.object({
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
