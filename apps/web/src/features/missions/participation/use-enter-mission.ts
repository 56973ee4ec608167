import type { CompleteInput, ParticipantView } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { participationKeys } from "@/features/mission-shared/index";
import { completeEntry, newIdempotencyKey } from "./participation-api";
import { notify } from "@/lib/toast";

/**
 * POST /missions/{id}/complete/ (the entry). Each attempt carries an Idempotency-Key; a retry of
 * the same wallet and quantity (after a network failure, say) reuses it so the server never
 * charges twice, and a changed entry or a success starts a new one.
 */
export function useEnterMission(missionId: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  function keyFor(input: CompleteInput): string {
    const signature = `${input.wallet_address}|${input.quantity}`;
    if (attempt.current?.signature !== signature) attempt.current = { key: newIdempotencyKey(), signature };
    return attempt.current.key;
  }

  return useMutation({
    mutationFn: (input: CompleteInput) => completeEntry(missionId, input, keyFor(input)),
    onSuccess: (result) => {
      attempt.current = null;
      queryClient.setQueryData<ParticipantView>(participationKeys.participant(missionId), result.participant);
      // The server says which: entries added to a raffle, or the mission completed.
      notify.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ["balances"] });
      void queryClient.invalidateQueries({ queryKey: ["missions", "detail"] });
    },
  });
}
