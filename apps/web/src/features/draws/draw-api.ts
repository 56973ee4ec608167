import type { DrawView } from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiData } from "@/lib/api";

// The verifiable draw of a mission (docs/PARTICIPATION-API.md "Draws and export"). Keys sit
// under "missions" so every mission change (close, draw) refreshes them too.

export const drawKeys = {
  detail: (missionId: string) => ["missions", "draw", missionId] as const,
};

/** Null while the mission has no published draw yet (404). */
export const drawQuery = (missionId: string) =>
  queryOptions({
    queryKey: drawKeys.detail(missionId),
    queryFn: async () => {
      try {
        return await apiData<DrawView>(`/api/v1/missions/${encodeURIComponent(missionId)}/draw`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * The frozen list's address, as a same-origin path (the server names it with its public URL, which may differ in
 * development).
 */
export function entriesUrl(draw: DrawView, missionId: string): string {
  const fallback = `/api/v1/missions/${encodeURIComponent(missionId)}/draw/entries`;
  if (!draw.entries_url) return fallback;
  try {
    const url = new URL(draw.entries_url, window.location.href);
    return url.pathname.startsWith("/api/") ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return fallback;
  }
}
