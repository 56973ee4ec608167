import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
// Imported eagerly: it records the provider's query before the router rewrites the address.
import "@/features/social/callback/landing-url";
import { rootRoute } from "./__root";

/** Where Twitter/X, Discord, Steam, Telegram and Google send the browser back (one page, provider param). */
export const connectCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/connect/$provider/callback",
  component: lazyRouteComponent(
    () => import("@/features/social/callback/connect-callback-page"),
    "ConnectCallbackPage",
  ),
});
