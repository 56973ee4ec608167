import {
  formatBooster,
  PARTICIPATION_TOASTS,
  PENDING_VERIFICATION_MESSAGE,
  WEEKLY_CHALLENGE_TIERS,
  type ActiveSaga,
} from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { notify } from "@/lib/toast";
import type { ParticipateBody } from "@/features/missions/index";
import { sendParticipation } from "@/features/missions/index";
import { participateChallenge, sagaKeys } from "./sagas-api";

/** The booster a week's star level is worth in total (1 star 0.60, 2 stars 1.00, 3 stars 1.40). */
export function starBooster(stars: number): string {
  const tier = WEEKLY_CHALLENGE_TIERS.find((t) => t.stars === stars);
  return formatBooster(tier?.boosterHundredths ?? 0);
}

/**
 * POST /seasons/objectives/{id}/participate with the same feedback as a mission objective; a
 * completion joins completed_objectives at once (docs/product/objectives.md#completing-objectives), and a new star is
 * announced.
 */
export function useParticipateChallenge() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ objective_id, ...body }: ParticipateBody) => participateChallenge(String(objective_id), body),
    onSuccess: (result) => {
      if (result.outcome === "completed") {
        queryClient.setQueryData<ActiveSaga>(sagaKeys.active, (old) =>
          old
            ? {
                ...old,
                completed_objectives: result.completed_objectives,
                objectives: old.objectives.map((o) => (o.id === result.objective ? { ...o, status: "completed" } : o)),
              }
            : old,
        );
        notify.success(PARTICIPATION_TOASTS.objectiveCompleted);
        if (result.new_star) {
          const stars = result.week_stars;
          notify.success(`${stars === 1 ? "1 star" : `${stars} stars`} this week: +${starBooster(stars)} booster`);
        }
        void queryClient.invalidateQueries({ queryKey: ["balances"] });
      }
      // The server says which: the provider was out of reach, or the check waits its turn under its rate limit.
      if (result.outcome === "pending") notify.info(result.message ?? PENDING_VERIFICATION_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: sagaKeys.all, refetchType: "active" });
    },
  });

  // A week that is no longer running answers 409 with the reason, shown as it is.
  const send = (body: ParticipateBody) =>
    sendParticipation(
      () => mutation.mutateAsync(body),
      (error) =>
        error instanceof ApiError && error.status === 409 ? error.message : PARTICIPATION_TOASTS.objectiveError,
    );
  return { send };
}
