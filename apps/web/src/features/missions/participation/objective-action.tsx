import { CALLBACK_ERRORS, type MissionView, type ObjectiveView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Lock } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { linkedAccountsQuery, type SocialProvider } from "@/features/social/index";
import { useNow } from "../page/use-now";
import { ConnectAccountPrompt, InlineMessage, SignInToParticipate } from "./action-parts";
import type { ActionProps, Busy } from "./action-types";
import { closedReason, missionTiming } from "./mission-timing";
import { SelfAttestedNote, PendingNote } from "./objective-status-badge";
import { objectiveAction } from "./objective-kind";
import { MintAction } from "./mint-action";
import { HistoryAction, OkxAction, OrganizerAction, PlainVerifyAction, WalletAction } from "./simple-actions";
import { SocialAction } from "./social-action";
import { TxHashAction } from "./tx-hash-action";
import type { ParticipateBody } from "./participation-api";
import { useParticipate, type VerifyOutcome } from "./use-participate";
import type { ObjectiveStatus } from "./use-participant";
import { VisitAction } from "./visit-action";
import { cn } from "@/lib/cn";

type Props = { mission: MissionView; objective: ObjectiveView; status: ObjectiveStatus; isSignedIn: boolean };

/**
 * The objective drawer's action (docs/product/objectives.md#completing-objectives): sign in, done, closed, or the way
 * to complete this objective by provider, with the outcome of the last check under it.
 */
export function ObjectiveAction({ mission, objective, status, isSignedIn }: Props) {
  const now = useNow(30_000);
  if (!isSignedIn) {
    return <SignInToParticipate missionSlug={mission.slug} size="md" />;
  }
  if (status.state === "completed" || status.state === "skipped") {
    return (
      <div
        role="status"
        className={cn(
          "flex items-center gap-2 rounded-xl border border-success/30",
          "bg-success/10 px-4 py-3 text-sm text-success",
        )}
      >
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        <span className="flex-1">
          {status.state === "skipped" ? "Skipped with $HQ." : "You have completed this objective."}
        </span>
        {status.progress?.is_self_attested ? <SelfAttestedNote /> : null}
      </div>
    );
  }
  const closed = closedReason(missionTiming(mission, now));
  if (closed) {
    return (
      <div className="space-y-2">
        <Button className="w-full" disabled>
          <Lock className="size-4" aria-hidden />
          {closed}
        </Button>
        <p className="text-center text-xs text-muted">Objectives can be completed while the mission is live.</p>
      </div>
    );
  }
  return <MissionLiveAction missionId={mission.id} objective={objective} status={status} />;
}

function MissionLiveAction({
  missionId,
  objective,
  status,
}: {
  missionId: string;
  objective: ObjectiveView;
  status: ObjectiveStatus;
}) {
  const { send } = useParticipate(missionId);
  return <LiveObjectiveAction objective={objective} status={status} send={send} />;
}

type LiveProps = {
  objective: ObjectiveView;
  status: ObjectiveStatus;
  /** POST participate for this objective (a mission's objective, or a Saga weekly challenge). */
  send(body: ParticipateBody): Promise<VerifyOutcome>;
};

/** The way to complete a live objective by provider, with the outcome of the last check under it. */
export function LiveObjectiveAction({ objective, status, send }: LiveProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [needsAccount, setNeedsAccount] = useState<{ provider: SocialProvider; message: string; at: number } | null>(
    null,
  );
  const messageId = useId();
  const action = objectiveAction(objective);
  // Once the missing account is linked (popup flow), the prompt gives way to the action again.
  const accounts = useQuery({ ...linkedAccountsQuery, enabled: needsAccount !== null });
  const isLinkedSince =
    needsAccount !== null &&
    accounts.dataUpdatedAt > needsAccount.at &&
    Boolean(accounts.data?.some((a) => a.provider === needsAccount.provider));
  const missing = isLinkedSince ? null : needsAccount;

  const run: ActionProps["run"] = (body, as) => {
    setBusy(as);
    if (as === "verify") setMessage(null);
    void send({ objective_id: objective.id, ...body }).then((outcome) => {
      setBusy(null);
      if (outcome.kind === "incomplete") setMessage(outcome.message ?? "This objective is not complete yet.");
      else if (outcome.kind === "needs_account")
        setNeedsAccount({ provider: outcome.provider, message: outcome.message, at: Date.now() });
      else if (outcome.kind !== "error") setNeedsAccount(null);
    });
  };

  const props: ActionProps = { objective, status, busy, run, messageId };
  const shown = message ?? (status.progress?.status === "failed" ? status.progress.message : null);
  const isOkxNote = action.kind === "okx" && shown === CALLBACK_ERRORS.okxMissing;

  return (
    <div className="space-y-3">
      {status.state === "pending" ? (
        <p
          className={cn(
            "flex items-center gap-2 rounded-lg border border-warning/30",
            "bg-warning/10 px-3 py-2 text-sm text-warning",
          )}
        >
          <Spinner className="size-4" />
          <PendingNote
            nextAttemptAt={status.progress?.next_attempt_at ?? null}
            queuePosition={status.progress?.queue_position ?? null}
          />
        </p>
      ) : null}
      {missing ? (
        <ConnectAccountPrompt provider={missing.provider} message={missing.message} />
      ) : action.kind === "social" ? (
        <SocialAction {...props} account={action.account} href={action.href} />
      ) : action.kind === "visit" ? (
        <VisitAction {...props} href={action.href} />
      ) : action.kind === "tx" ? (
        <TxHashAction {...props} href={action.href} />
      ) : action.kind === "wallet" ? (
        <WalletAction {...props} href={action.href} />
      ) : action.kind === "mint" ? (
        <MintAction {...props} href={action.href} />
      ) : action.kind === "okx" ? (
        <OkxAction {...props} />
      ) : action.kind === "organizer" ? (
        <OrganizerAction {...props} />
      ) : action.kind === "history" ? (
        <HistoryAction {...props} missionPath={action.missionPath} />
      ) : (
        <PlainVerifyAction {...props} href={action.href} />
      )}
      <div id={messageId}>{shown && !isOkxNote ? <InlineMessage message={shown} /> : null}</div>
    </div>
  );
}
