import type { UnsubscribeView } from "@questhq/core";
import { type MutationOptions, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { unsubscribe, unsubscribeLinkQuery } from "./email-preferences-queries";
import { notificationsKeys } from "./queries";

/**
 * The Unsubscribe button. Opening the link only reads what it would stop (link scanners open links too); this POST
 * is the person's own choice. Its answer replaces the link's description, so the page turns to its done state.
 */
export function unsubscribeOptions(
  queryClient: QueryClient,
  token: string,
): MutationOptions<UnsubscribeView, unknown, void> {
  return {
    mutationFn: () => unsubscribe(token),
    onSuccess: (answer) => {
      queryClient.setQueryData(unsubscribeLinkQuery(token).queryKey, answer);
      // The same browser may have Settings open or cached with the old switch.
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.emailPreferences });
    },
  };
}

/** What the link's token stops; idle without a token. */
export function useUnsubscribeLink(token: string | undefined) {
  return useQuery({ ...unsubscribeLinkQuery(token ?? ""), enabled: Boolean(token) });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation(unsubscribeOptions(queryClient, token));
}
