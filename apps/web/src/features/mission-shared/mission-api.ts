import type {
  MissionCardView,
  MissionView,
  ObjectiveView,
  OrgMissionView,
  RewardView,
  TemplateCatalogue,
} from "@questhq/core";
import { OBJECTIVE_TEMPLATES_STALE_TIME_MS } from "@questhq/core";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiData, apiFetch } from "@/lib/api";

// Query keys and fetchers of the mission API (docs/API.md "Missions"), shared by the wizard,
// the mission page, /explore and Mission Control so one mutation can invalidate them all.

export const missionKeys = {
  all: ["missions"] as const,
  explore: (filters: Record<string, unknown>) => ["missions", "explore", filters] as const,
  detail: (idOrSlug: string) => ["missions", "detail", idOrSlug] as const,
  objectives: (idOrSlug: string) => ["missions", "objectives", idOrSlug] as const,
  reward: (idOrSlug: string) => ["missions", "reward", idOrSlug] as const,
  suggested: (idOrSlug: string) => ["missions", "suggested", idOrSlug] as const,
  org: (organizationId: string) => ["missions", "org", organizationId] as const,
  templates: ["objective-templates"] as const,
};

const enc = encodeURIComponent;

export const missionQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: missionKeys.detail(idOrSlug),
    queryFn: () => apiData<MissionView>(`/api/v1/missions/${enc(idOrSlug)}`),
  });

export const objectivesQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: missionKeys.objectives(idOrSlug),
    queryFn: () => apiData<ObjectiveView[]>(`/api/v1/missions/${enc(idOrSlug)}/objectives`),
  });

/**
 * The mission's reward. The mission itself says whether it has one (its card's `reward`), so a mission without one
 * costs no request (it used to be a 404 on every visit to the wizard's Reward step); a reward deleted meanwhile
 * still answers 404, which is "no reward", not an error.
 */
export const rewardQuery = (mission: Pick<MissionView, "id" | "reward">) =>
  queryOptions({
    queryKey: missionKeys.reward(mission.id),
    queryFn: async () => {
      if (mission.reward === null) return null;
      try {
        return await apiData<RewardView>(`/api/v1/missions/${enc(mission.id)}/reward`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && error.code === "not_found") return null;
        throw error;
      }
    },
  });

export const suggestedQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: missionKeys.suggested(idOrSlug),
    queryFn: () => apiData<MissionCardView[]>(`/api/v1/missions/${enc(idOrSlug)}/suggested`),
  });

/**
 * Starts the mission page's queries as soon as the route is chosen (its loader), not when the page mounts: the
 * mission, then its objectives, reward and suggestions. Nothing waits for them here; the page shows its own
 * loading states for whatever has not arrived.
 */
export function prefetchMissionPage(queryClient: QueryClient, slug: string): void {
  void queryClient.fetchQuery(missionQuery(slug)).then(
    (mission) =>
      Promise.all([
        queryClient.prefetchQuery(objectivesQuery(mission.id)),
        queryClient.prefetchQuery(rewardQuery(mission)),
        queryClient.prefetchQuery(suggestedQuery(mission.id)),
      ]),
    // A missing mission is the page's own 404 view; the error is in the cache for it.
    () => undefined,
  );
}

export const orgMissionsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: missionKeys.org(organizationId),
    queryFn: () => apiData<OrgMissionView[]>(`/api/v1/organizations/${enc(organizationId)}/missions`),
  });

/** Templates never change while the app runs (cached forever: docs/product/limits.md#feed-and-lists). */
export const templatesQuery = () =>
  queryOptions({
    queryKey: missionKeys.templates,
    queryFn: () => apiFetch<{ data: TemplateCatalogue }>("/api/v1/objectives/templates").then((r) => r.data),
    staleTime: OBJECTIVE_TEMPLATES_STALE_TIME_MS,
    gcTime: Number.POSITIVE_INFINITY,
  });
