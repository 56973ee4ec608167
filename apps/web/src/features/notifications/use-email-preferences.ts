import type { EmailCategory, EmailPreferencesView } from "@questhq/core";
import {
  type MutationOptions,
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { errorMessage } from "@/lib/api";
import { notify } from "@/lib/toast";
import { emailPreferencesQuery, setEmailCategory } from "./email-preferences-queries";
import { notificationsKeys } from "./queries";

export type EmailCategoryChange = { category: EmailCategory; isEnabled: boolean };

const mutationKey = [...notificationsKeys.emailPreferences, "set"] as const;

function withCategory(view: EmailPreferencesView, { category, isEnabled }: EmailCategoryChange): EmailPreferencesView {
  return {
    ...view,
    categories: view.categories.map((c) => (c.category === category ? { ...c, enabled: isEnabled } : c)),
  };
}

/**
 * A switch flips at once and its PATCH names that category alone. The saves run one after another (one mutation
 * scope), so two quick flips reach the server in the order they were made; a failed one puts back only its own
 * category, and the list is read again if the last save failed.
 */
export function setEmailCategoryOptions(
  queryClient: QueryClient,
): MutationOptions<EmailPreferencesView, unknown, EmailCategoryChange, { wasEnabled: boolean | undefined }> {
  const key = emailPreferencesQuery.queryKey;
  // The save that is settling still counts as pending while its callbacks run.
  const isLastSave = () => queryClient.isMutating({ mutationKey }) === 1;
  return {
    mutationKey,
    scope: { id: mutationKey.join("/") },
    mutationFn: ({ category, isEnabled }) => setEmailCategory(category, isEnabled),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      const wasEnabled = before?.categories.find((c) => c.category === change.category)?.enabled;
      queryClient.setQueryData(key, (view) => (view ? withCategory(view, change) : view));
      return { wasEnabled };
    },
    onSuccess: (answer) => {
      // The answer is the whole list as saved; while later flips still wait, it would show them undone.
      if (isLastSave()) queryClient.setQueryData(key, answer);
    },
    onError: (error, change, context) => {
      const wasEnabled = context?.wasEnabled;
      if (wasEnabled !== undefined) {
        queryClient.setQueryData(key, (view) =>
          view ? withCategory(view, { category: change.category, isEnabled: wasEnabled }) : view,
        );
      }
      const label = queryClient.getQueryData(key)?.categories.find((c) => c.category === change.category)?.label;
      notify.error(label ? `“${label}” was not saved. ${errorMessage(error)}` : error);
      if (isLastSave()) void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

/** The signed-in person's email categories and the address they go to. */
export function useEmailPreferences() {
  return useQuery(emailPreferencesQuery);
}

export function useSetEmailCategory() {
  const queryClient = useQueryClient();
  return useMutation(setEmailCategoryOptions(queryClient));
}

/** The categories whose switch is still being saved. */
export function useSavingEmailCategories(): EmailCategory[] {
  return useMutationState({
    filters: { mutationKey, status: "pending" },
    select: (mutation) => (mutation.state.variables as EmailCategoryChange).category,
  });
}
