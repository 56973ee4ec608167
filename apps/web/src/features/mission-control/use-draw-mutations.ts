import { PARTICIPATION_TOASTS, type DrawView } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api";
import { notify } from "@/lib/toast";
import { missionKeys } from "@/features/mission-shared";

// Draw and close-entries calls of Mission Control (docs/PARTICIPATION-API.md "Draws and export").
// Both refresh every mission query (the draw view sits under "missions" too).

/** The server's refusal while entries are open (409); the draw dialog then offers to end entries. */
export const ENTRIES_OPEN_MESSAGE = "Entries are still open. Draw winners after the mission ends.";
export const ENTRIES_CLOSED_TOAST = "Entries are closed. You can draw winners now.";

const path = (missionId: string, action: "draw" | "close") =>
  `/api/v1/missions/${encodeURIComponent(missionId)}/${action}/`;

export function useDrawWinners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["missions", "draw-winners"],
    mutationFn: (missionId: string) => apiData<DrawView>(path(missionId, "draw"), { method: "POST" }),
    onSuccess: () => notify.success(PARTICIPATION_TOASTS.winnersDrawn),
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.all }),
  });
}

export function useCloseEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["missions", "close-entries"],
    mutationFn: (missionId: string) => apiData<DrawView>(path(missionId, "close"), { method: "POST" }),
    onSuccess: () => notify.success(ENTRIES_CLOSED_TOAST),
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.all }),
  });
}
