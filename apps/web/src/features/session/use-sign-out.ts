import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { apiFetch } from "@/lib/api";
import { notify } from "@/lib/toast";
import { sessionQueryOptions } from "./session";

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiFetch("/api/auth/sign-out", { method: "POST", body: {} });
    } catch (error) {
      notify.error(error);
      return;
    }
    // Drop every cached answer of the old session before anything re-renders with it.
    queryClient.clear();
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    await navigate({ to: "/" });
    notify.success("You are signed out.");
  }, [navigate, queryClient]);
}
