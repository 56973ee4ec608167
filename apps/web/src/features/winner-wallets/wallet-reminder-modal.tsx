import { dueWalletReminder, walletReminderKey } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { CalendarClock, WalletCards } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { readStorage, writeStorage } from "@/lib/browser-storage";
import { activeSagaQuery } from "@/features/sagas/index";
import { sagaAnnouncedKey } from "@/features/sagas/index";
import { claimAnnouncement } from "@/features/welcome/index";
import { hasSeenWelcome, isWelcomeExcludedPath } from "@/features/welcome/index";
import { formatDeadline } from "./deadline-format";
import { winnerWalletsQuery } from "./winner-wallets-api";

// The wallet reminder (docs/product/screens.md#wallet-reminder): wallet collection is ending. Once per deadline and
// browser, to signed-in winners whose wallet is still to submit or confirm; never on sign-in pages, nor on
// /enter-wallet itself, and never in a visit where another announcement (welcome, Saga) has its turn: one dialog at a
// time.

function isRemembered(key: string): boolean {
  const remembered = readStorage("localStorage", key);
  // Without storage we cannot remember; not showing beats showing on every page.
  return remembered === undefined || remembered === "1";
}

function remember(key: string): void {
  writeStorage("localStorage", key, "1");
}

/**
 * The Saga announcements this browser had seen when this module loaded. The shell's announcement modals mount
 * together once every one of their chunks has loaded (one Suspense boundary), so this is read before the Saga
 * modal can mark this visit's announcement: an announcement missing here is shown in this visit, and the reminder
 * waits for the next one.
 */
const sagasAnnouncedBefore = (() => {
  try {
    return new Set(Object.keys(window.localStorage).filter((k) => k.startsWith(sagaAnnouncedKey(""))));
  } catch {
    return null;
  }
})();

export function WalletReminderModal() {
  const { pathname } = useLocation();
  const { data: items } = useQuery(winnerWalletsQuery);
  const { data: active, isPending: isSagaPending } = useQuery(activeSagaQuery);
  const [deadline, setDeadline] = useState<string | null>(null);

  useEffect(() => {
    if (!items || isSagaPending || isWelcomeExcludedPath(pathname) || pathname.startsWith("/enter-wallet")) return;
    if (!hasSeenWelcome()) return;
    const slug = active?.season.slug;
    if (slug !== undefined && sagasAnnouncedBefore && !sagasAnnouncedBefore.has(sagaAnnouncedKey(slug))) return;
    const due = dueWalletReminder(items, new Date());
    if (!due) return;
    const key = walletReminderKey(due.deadline);
    if (isRemembered(key) || !claimAnnouncement("wallet-reminder")) return;
    // Marked on showing, not on closing: a reload must not show it a second time.
    remember(key);
    setDeadline(due.deadline);
  }, [items, active, isSagaPending, pathname]);

  const due = deadline && items ? dueWalletReminder(items, new Date()) : null;
  const count = due?.items.length ?? 0;
  return (
    <Modal
      open={deadline !== null}
      onOpenChange={(open) => (open ? undefined : setDeadline(null))}
      title="Wallet collection is ending"
      description="Submit the wallet your reward should go to before the deadline."
      widthClassName="w-[95%] sm:max-w-lg"
    >
      <div className="space-y-5 text-sm text-muted">
        <p className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-3 text-ink">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span>
            Deadline: <strong data-testid="reminder-deadline">{deadline ? formatDeadline(deadline) : ""}</strong>
          </span>
        </p>
        {due ? (
          <p>
            {count === 1 ? "Your reward from " : "Your rewards from "}
            {due.items.map((i, n) => (
              <span key={i.mission.id}>
                {n > 0 ? ", " : ""}
                <strong className="text-ink">{i.mission.title}</strong>
              </span>
            ))}
            {count === 1 ? " still needs your wallet." : " still need your wallet."} After the deadline the organizer
            sends rewards to the wallets they have.
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass("ghost")} onClick={() => setDeadline(null)}>
            Later
          </button>
          <Link
            to="/enter-wallet"
            search={due?.items[0] ? { mission: due.items[0].mission.slug } : {}}
            className={buttonClass("primary")}
            onClick={() => setDeadline(null)}
          >
            <WalletCards className="size-4" aria-hidden />
            Enter wallet
          </Link>
        </div>
      </div>
    </Modal>
  );
}
