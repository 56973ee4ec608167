import { formatDateTime, sagaStreamState, vaultTradeoff, type SagaStreamView } from "@questhq/core";
import { useId, useState } from "react";
import { Drawer } from "@/components/ui/drawer";
import { formatHq } from "@/features/staking/index";
import { cn } from "@/lib/cn";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; stream: SagaStreamView | null };

const DAY = 86_400;
const toDateInput = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * The streams learn-more drawer (docs/product/streams.md#vault-withdrawal): how the stream, the bonus pool and the
 * vault relate, and a calculator of what withdrawing the vault forfeits today or on any chosen date, against waiting
 * for the stream to end.
 */
export function AirstreamLearnMore({ open, onOpenChange, stream }: Props) {
  const id = useId();
  const today = Math.floor(Date.now() / 1000);
  const [date, setDate] = useState(() => toDateInput(today));
  const chosen = Math.floor(Date.parse(`${date}T12:00:00Z`) / 1000);
  const isValidDate = Number.isFinite(chosen);

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Stream, bonus pool and vault">
      <div className="space-y-6 px-5 py-5 text-sm text-muted">
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">The stream</h3>
          <p>
            Saga rewards arrive as a stream: $HQ unlocks second by second over 12 months. You can claim what has
            unlocked whenever you like, as often as you like, without any penalty.
          </p>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">The vault</h3>
          <p>
            Part of each reward sits in a vault. You may withdraw it at any time, but doing so ends your stream: the
            part that has not unlocked yet is gone for you.
          </p>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">The bonus pool</h3>
          <p>
            What an early vault withdrawal gives up goes to the bonus pool, which rewards the holders who let their
            streams run. Waiting until the stream has ended costs nothing: there is nothing left to give up.
          </p>
        </section>

        <section aria-labelledby={`${id}-calc`} className="space-y-3 rounded-xl border border-line bg-surface-2 p-4">
          <h3 id={`${id}-calc`} className="font-semibold text-ink">
            Calculator
          </h3>
          {!stream ? (
            <p>You have no Saga stream yet; the calculator uses your own stream once you have one.</p>
          ) : (
            <>
              <label htmlFor={`${id}-date`} className="block text-xs font-medium text-ink">
                Withdraw the vault on
              </label>
              <input
                id={`${id}-date`}
                type="date"
                value={date}
                min={toDateInput(Math.min(today, stream.startTime))}
                max={toDateInput(stream.endTime + DAY)}
                onChange={(e) => setDate(e.target.value)}
                className={cn(
                  "h-10 w-full rounded-lg border border-line bg-surface px-3 text-ink focus-visible:outline-2",
                  "focus-visible:outline-brand",
                )}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <Outcome title="Today" at={today} stream={stream} />
                {isValidDate ? (
                  <Outcome
                    title={`On ${formatDateTime(new Date(chosen * 1000)).split(",")[0]}`}
                    at={chosen}
                    stream={stream}
                  />
                ) : null}
              </div>
              <p className="text-xs">
                Waiting until the stream ends ({formatDateTime(new Date(stream.endTime * 1000))}) gives you{" "}
                <strong className="text-ink">
                  {formatHq(
                    vaultTradeoff(sagaStreamState(stream), BigInt(stream.vaultAmount), stream.endTime)
                      .receivedIfWaiting,
                  )}{" "}
                  $HQ
                </strong>{" "}
                in all, with nothing forfeited.
              </p>
            </>
          )}
        </section>
      </div>
    </Drawer>
  );
}

function Outcome({ title, at, stream }: { title: string; at: number; stream: SagaStreamView }) {
  const t = vaultTradeoff(sagaStreamState(stream), BigInt(stream.vaultAmount), at);
  return (
    <div className="space-y-1 rounded-lg border border-line bg-surface px-3 py-2">
      <p className="text-xs font-medium text-ink">{title}</p>
      <p>
        Forfeited to the bonus pool: <strong className="text-danger">{formatHq(t.forfeited)} $HQ</strong>
      </p>
      <p>
        You keep: <strong className="text-ink">{formatHq(t.receivedIfClaimed)} $HQ</strong>
      </p>
    </div>
  );
}
