import { useNow } from "../page/use-now";
import { ActionLink, VerifyButton } from "./action-parts";
import type { ActionProps } from "./action-types";
import { secondsUntil } from "./relative-time";
import { formatNumber } from "@questhq/core";

/**
 * Link, video and gems objectives: "Open link" records the visit (action "visit") as the link
 * opens in a new tab; Verify unlocks once the dwell time is over (next_attempt_at).
 */
export function VisitAction(props: ActionProps & { href: string | undefined }) {
  const { href, status, busy, run, messageId } = props;
  const now = useNow(1000);
  const hasVisited = status.state === "visiting";
  const wait = hasVisited ? secondsUntil(status.progress?.next_attempt_at, now) : 0;
  // Without a link there is nothing to open: the server checks on Verify alone.
  const canVerify = !href || (hasVisited && wait === 0);
  const hintId = `${messageId}-visit`;
  const hint = !href
    ? null
    : !hasVisited
      ? "Open the link first, then come back to verify."
      : wait > 0
        ? "Verify unlocks when the timer ends."
        : null;

  return (
    <div className="space-y-3">
      {href ? (
        // A real link so the new tab opens inside the click (no popup blocker); the visit is posted alongside.
        <ActionLink href={href} onClick={() => run({ action: "visit" }, "visit")}>
          Open link
        </ActionLink>
      ) : null}
      <VerifyButton
        onClick={() => run({ action: "verify" }, "verify")}
        isLoading={busy === "verify"}
        disabled={busy !== null || !canVerify}
        describedBy={hint ? hintId : messageId}
      >
        {wait > 0 ? `Verify (${formatNumber(wait)} s)` : "Verify"}
      </VerifyButton>
      {hint ? (
        <p id={hintId} className="text-center text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
