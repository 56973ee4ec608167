import { MISSION_TOASTS, type MissionView } from "@questhq/core";
import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api";
import { notify } from "@/lib/toast";
import { missionKeys } from "@/features/mission-shared";

// Lifecycle mutations of Mission Control (docs/API.md "Missions"). Each refreshes every
// mission query (Explore, the mission page, Mission Control) since a state change moves a
// mission in or out of all of them. Errors are shown with the server's message (a 409 says
// exactly what is missing before publishing).

export type LifecycleAction = "publish" | "pause" | "resume" | "archive";

const SUCCESS: Record<LifecycleAction, string> = {
  publish: MISSION_TOASTS.published,
  pause: MISSION_TOASTS.updated,
  resume: MISSION_TOASTS.updated,
  archive: MISSION_TOASTS.archived,
};

export type LifecycleVariables = { missionId: string; action: LifecycleAction };

const lifecycleKey = ["missions", "lifecycle"] as const;

export function useMissionLifecycle(options: { onArchived?: (missionId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: lifecycleKey,
    mutationFn: ({ missionId, action }: LifecycleVariables) =>
      apiData<MissionView>(`/api/v1/missions/${encodeURIComponent(missionId)}/${action}`, { method: "POST" }),
    onSuccess: (_mission, { action }) => {
      notify.success(SUCCESS[action]);
    },
    onError: (error) => {
      notify.error(error);
    },
    // Invalidate after failures too: a 409 often means someone else changed the mission. The
    // mutation stays pending until the lists are fresh, so a row never shows a stale state.
    onSettled: async (_mission, error, { missionId, action }) => {
      await queryClient.invalidateQueries({ queryKey: missionKeys.all });
      if (!error && action === "archive") options.onArchived?.(missionId);
    },
  });
}

/** Which missions have a lifecycle call in flight, so each row can show its own pending state. */
export function usePendingLifecycle(): ReadonlyMap<string, LifecycleAction> {
  const pending = useMutationState({
    filters: { mutationKey: lifecycleKey, status: "pending" },
    select: (m) => m.state.variables as LifecycleVariables | undefined,
  });
  return new Map(pending.flatMap((v) => (v ? [[v.missionId, v.action] as const] : [])));
}
