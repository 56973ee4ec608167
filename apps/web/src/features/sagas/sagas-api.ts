import {
  objectiveDisplay,
  type ActiveSaga,
  type ChallengeObjective,
  type ChallengeParticipateResult,
  type ObjectiveView,
  type SagaIndexItem,
  type SagaLeaderboardPage,
  type SagaOnboarding,
  type SagaAwards,
  type SagaOverview,
} from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { apiData, apiFetch } from "@/lib/api";
import type { ObjectiveStatus } from "@/features/missions/index";
import type { ParticipateBody } from "@/features/missions/index";

export const sagaKeys = {
  all: ["sagas"] as const,
  active: ["sagas", "active"] as const,
  awards: ["sagas", "awards"] as const,
  overview: ["sagas", "overview"] as const,
  onboarding: ["sagas", "onboarding"] as const,
  leaderboard: (slug: string) => ["sagas", "leaderboard", slug] as const,
  index: ["sagas", "index"] as const,
};

export const sagaIndexQuery = queryOptions({
  queryKey: sagaKeys.index,
  queryFn: () => apiData<SagaIndexItem[]>("/api/v1/seasons"),
});

export const activeSagaQuery = queryOptions({
  queryKey: sagaKeys.active,
  queryFn: () => apiData<ActiveSaga>("/api/v1/seasons/active"),
});
export const awardsQuery = queryOptions({
  queryKey: sagaKeys.awards,
  queryFn: () => apiData<SagaAwards>("/api/v1/seasons/awards"),
});
export const overviewQuery = queryOptions({
  queryKey: sagaKeys.overview,
  queryFn: () => apiData<SagaOverview>("/api/v1/seasons/overview"),
});

export function leaderboardPage(slug: string, cursor: string | null): Promise<SagaLeaderboardPage> {
  const q = new URLSearchParams({ limit: "25" });
  if (cursor) q.set("cursor", cursor);
  return apiFetch<SagaLeaderboardPage>(`/api/v1/seasons/${encodeURIComponent(slug)}/leaderboard?${q}`);
}

export function participateChallenge(
  id: string,
  body: Omit<ParticipateBody, "objective_id">,
): Promise<ChallengeParticipateResult> {
  return apiFetch<{ data: ChallengeParticipateResult }>(`/api/v1/seasons/objectives/${id}/participate`, {
    method: "POST",
    body,
  }).then((r) => r.data);
}

export function completeOnboarding(): Promise<SagaOnboarding> {
  return apiFetch<{ data: SagaOnboarding }>("/api/v1/seasons/onboarding", { method: "POST", body: {} }).then(
    (r) => r.data,
  );
}

/** The values map of a challenge (form_fields are name/value pairs; docs/product/sagas.md#calls). */
export function valuesOf(c: ChallengeObjective): Record<string, unknown> {
  return Object.fromEntries(c.form_fields.map((f) => [f.name, f.value]));
}

/** A challenge in the shape the mission page's objective pieces (drawer, actions, badges) take. */
export function challengeAsObjective(c: ChallengeObjective, weekId: string): ObjectiveView {
  const values = valuesOf(c);
  const display = objectiveDisplay(c.template, values);
  return {
    id: c.id,
    mission: weekId,
    template: c.template,
    provider: c.provider,
    provider_name: display.provider_name,
    provider_category: display.provider_category,
    title: display.title,
    url: display.url,
    values,
    position: c.position,
    credits: c.credits,
    effective_credits: c.credits,
    created_at: "",
    updated_at: "",
  };
}

export function challengeStatus(c: ChallengeObjective, completed: readonly string[]): ObjectiveStatus {
  if (completed.includes(c.id)) return { state: "completed", progress: undefined };
  const progressOf = (status: "pending" | "failed") => ({
    objective: c.id,
    status,
    is_self_attested: false,
    credits_awarded: 0,
    next_attempt_at: c.next_attempt_at,
    message: c.message,
    queue_position: c.queue_position,
    completed_at: null,
  });
  // A pending one carries its next check and its place in a rate-limit queue, shown as on a mission's objectives.
  if (c.status === "pending") return { state: "pending", progress: progressOf("pending") };
  if (c.status === "visiting") return { state: "visiting", progress: undefined };
  return { state: "incomplete", progress: c.status === "failed" ? progressOf("failed") : undefined };
}
