import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { signedInPage } from "./signed-in";

export const settingsRoute = createRoute({
  ...signedInPage,
  path: "/settings",
  component: lazyRouteComponent(() => import("@/features/settings/settings-page"), "SettingsPage"),
});
