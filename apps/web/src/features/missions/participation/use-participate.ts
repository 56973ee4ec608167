import { PARTICIPATION_TOASTS, PENDING_VERIFICATION_MESSAGE, type ParticipantView } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { notify } from "@/lib/toast";
import { isSocialProvider, type SocialProvider } from "@/features/social/index";
import { participationKeys } from "@/features/mission-shared/index";
import { participate, type ParticipateBody } from "./participation-api";
import { withCompleted } from "./use-participant";
import { callRetryingWhenBusy } from "./retry-when-busy";

export type VerifyOutcome =
  | { kind: "completed" | "pending" | "visiting" }
  | { kind: "incomplete"; message: string | null }
  | { kind: "needs_account"; provider: SocialProvider; message: string }
  | { kind: "error" };

/**
 * POST /missions/{id}/participate/ with the catalogue's feedback (docs/product/objectives.md#completing-objectives):
 * completed → toast and the objective joins the completed list at once (the returned participant then reconciles the
 * cache); pending → info toast; incomplete → the reason for the drawer; 409 → which account to link.
 */
export function useParticipate(missionId: string) {
  const queryClient = useQueryClient();
  const key = participationKeys.participant(missionId);

  const mutation = useMutation({
    mutationFn: (body: ParticipateBody) => participate(missionId, body),
    onSuccess: (result) => {
      if (result.outcome === "completed") {
        queryClient.setQueryData<ParticipantView>(key, (old) => (old ? withCompleted(old, result.objective) : old));
        queryClient.setQueryData<ParticipantView>(key, withCompleted(result.participant, result.objective));
        notify.success(PARTICIPATION_TOASTS.objectiveCompleted);
        void queryClient.invalidateQueries({ queryKey: ["balances"] });
      } else {
        queryClient.setQueryData<ParticipantView>(key, result.participant);
      }
      // The server says which: the provider was out of reach, or the check waits its turn under its rate limit.
      if (result.outcome === "pending") notify.info(result.message ?? PENDING_VERIFICATION_MESSAGE);
      // A first participation changes the mission's participant count.
      void queryClient.invalidateQueries({ queryKey: ["missions", "detail"] });
    },
  });

  const send = (body: ParticipateBody) => sendParticipation(() => mutation.mutateAsync(body));
  return { send, isPending: mutation.isPending };
}

/**
 * Runs one participate call and reads its outcome the way the completeObjective drawer shows it (a mission's
 * objective or a Saga challenge): a 409 naming a provider asks to link that account; other failures are a toast.
 */
export async function sendParticipation(
  call: () => Promise<{ outcome: "completed" | "pending" | "visiting" | "incomplete"; message: string | null }>,
  failureMessage: (error: unknown) => string = () => PARTICIPATION_TOASTS.objectiveError,
): Promise<VerifyOutcome> {
  try {
    const result = await callRetryingWhenBusy(call);
    if (result.outcome === "incomplete") return { kind: "incomplete", message: result.message };
    return { kind: result.outcome };
  } catch (error) {
    const provider = error instanceof ApiError && error.status === 409 ? error.fields?.provider?.[0] : undefined;
    if (error instanceof ApiError && provider && isSocialProvider(provider)) {
      return { kind: "needs_account", provider, message: error.message };
    }
    // Still refused for load after the retries: the server's own words (when to try again) say more than a failure.
    notify.error(error instanceof ApiError && error.status === 429 ? error.message : failureMessage(error));
    return { kind: "error" };
  }
}
