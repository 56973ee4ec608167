import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { PageSkeleton } from "@/features/shell/page-skeleton";
import { rootRoute } from "./routes/__root";
import { newsRoute } from "./routes/atlas";
import { newsTopicRoute } from "./routes/atlas-topic";
import { newsTopicsRoute } from "./routes/atlas-topics";
import { bridgeRoute } from "./routes/bridge";
import { connectCallbackRoute } from "./routes/connect-callback";
import { createMissionRoute } from "./routes/create-mission";
import { createMissionObjectivesRoute } from "./routes/create-mission-objectives";
import { createMissionReviewRoute } from "./routes/create-mission-review";
import { createMissionRewardRoute } from "./routes/create-mission-reward";
import { createOrganizationRoute } from "./routes/create-organization";
import { dashboardRoute } from "./routes/dashboard";
import { sagaRoute } from "./routes/saga";
import { sagasRoute } from "./routes/sagas";
import { operatorRoute } from "./routes/operator";
import { editMissionDetailsRoute } from "./routes/edit-mission-details";
import { editMissionObjectivesRoute } from "./routes/edit-mission-objectives";
import { editMissionReviewRoute } from "./routes/edit-mission-review";
import { editMissionRewardRoute } from "./routes/edit-mission-reward";
import { enterWalletRoute } from "./routes/enter-wallet";
import { exploreRoute } from "./routes/explore";
import { hqTermsRoute } from "./routes/hq-terms-and-conditions";
import { homeRoute } from "./routes/index";
import { membershipRoute } from "./routes/membership";
import { missionRoute } from "./routes/mission";
import { missionAnalyticsRoute } from "./routes/mission-analytics";
import { missionDrawRoute } from "./routes/mission-draw";
import { notificationsRoute } from "./routes/notifications";
import { organizationRoute } from "./routes/organization";
import { organizationAnalyticsRoute } from "./routes/organization-analytics";
import { organizationDevelopersRoute } from "./routes/organization-developers";
import { organizationsRoute } from "./routes/organizations";
import { settingsRoute } from "./routes/settings";
import { signInRoute } from "./routes/sign-in";
import { termsOfServiceRoute } from "./routes/terms-of-service";
import { unsubscribeRoute } from "./routes/unsubscribe";

const routeTree = rootRoute.addChildren([
  homeRoute,
  signInRoute,
  newsRoute,
  newsTopicsRoute,
  newsTopicRoute,
  exploreRoute,
  createMissionRoute,
  createMissionObjectivesRoute,
  createMissionRewardRoute,
  createMissionReviewRoute,
  editMissionDetailsRoute,
  editMissionObjectivesRoute,
  editMissionRewardRoute,
  editMissionReviewRoute,
  missionRoute,
  missionDrawRoute,
  dashboardRoute,
  sagasRoute,
  sagaRoute,
  operatorRoute,
  organizationsRoute,
  createOrganizationRoute,
  organizationRoute,
  organizationDevelopersRoute,
  organizationAnalyticsRoute,
  missionAnalyticsRoute,
  bridgeRoute,
  settingsRoute,
  notificationsRoute,
  unsubscribeRoute,
  membershipRoute,
  enterWalletRoute,
  termsOfServiceRoute,
  hqTermsRoute,
  connectCallbackRoute,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Route data lives in TanStack Query, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 150,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
