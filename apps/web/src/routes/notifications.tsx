import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { oneOf, searchParams } from "@/lib/search-params";
import { signedInPage } from "./signed-in";

const searchSchema = searchParams({
  filter: oneOf(["unread"] as const),
});

export const notificationsRoute = createRoute({
  ...signedInPage,
  path: "/notifications",
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import("@/features/notifications/notifications-page"), "NotificationsPage"),
});
