import { shortenAddress, type ParticipantView, formatNumber } from "@questhq/core";
import { CheckCircle2 } from "lucide-react";
import { CopyButton } from "@/components/ui/copy-button";

/** Once Entered or Selected the form gives way to what was submitted: the wallet and the entries. */
export function EntrySummary({ participant }: { participant: ParticipantView }) {
  const entries = participant.entry_count;
  const wallet = participant.submitted_wallet;
  return (
    <section aria-label="Your entry" className="space-y-3 rounded-xl border border-line bg-surface-2 p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-ink">
        <CheckCircle2 className="size-4 text-success" aria-hidden />
        You are entered
      </p>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">Submitted wallet</dt>
          <dd className="flex min-w-0 items-center gap-2">
            {wallet ? (
              <>
                <span className="truncate font-mono text-ink" title={wallet}>
                  {shortenAddress(wallet)}
                </span>
                <CopyButton value={wallet} label="Copy" />
              </>
            ) : (
              <span className="text-muted">Not submitted</span>
            )}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">Entries</dt>
          <dd className="font-mono text-ink tabular-nums">
            {formatNumber(entries)}
            {participant.paid_entries > 0 ? (
              <span className="ml-1 text-xs text-muted">({formatNumber(participant.paid_entries)} paid)</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
