import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { sessionQueryOptions } from "../session/index";

/**
 * After any sign-in method succeeds: load the new session (guards read it from
 * the cache), refresh everything else, then go to ?redirect_url when it is
 * same-origin, else home.
 */
export function useCompleteSignIn(redirectUrl: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    await router.navigate({ href: safeRedirectPath(redirectUrl, window.location.origin) });
  }, [queryClient, redirectUrl, router]);
}
