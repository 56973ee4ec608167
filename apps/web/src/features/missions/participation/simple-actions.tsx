import { CALLBACK_ERRORS } from "@questhq/core";
import { useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { ActionLink, InlineMessage, ServerVerifyButton, VerifyButton } from "./action-parts";
import type { ActionProps } from "./action-types";
import { AppLink } from "./app-link";
import { SandboxAction } from "./sandbox-action";
import { WalletGate } from "./tx-hash-action";

function hasOkxWallet(): boolean {
  return typeof window !== "undefined" && typeof (window as { okxwallet?: unknown }).okxwallet !== "undefined";
}

/**
 * The client validation objective needs the OKX Wallet browser object (docs/product/objectives.md#on-chain-objectives).
 */
export function OkxAction({ busy, run, messageId }: ActionProps) {
  // Read at render: installing the extension needs a page refresh anyway (the message says so).
  const [isPresent] = useState(hasOkxWallet);
  return (
    <div className="space-y-3">
      {isPresent ? null : <InlineMessage tone="warning" message={CALLBACK_ERRORS.okxMissing} />}
      <VerifyButton
        onClick={() => run({ action: "verify", client_signal: { okx_wallet_present: hasOkxWallet() } }, "verify")}
        isLoading={busy === "verify"}
        disabled={busy !== null}
        describedBy={messageId}
      />
    </div>
  );
}

/** Holding and mint objectives: checked against the user's wallets, so a wallet comes first. */
export function WalletAction({ href, objective, busy, run, messageId }: ActionProps & { href: string | undefined }) {
  return (
    <WalletGate>
      <PlainVerifyAction href={href} busy={busy} run={run} messageId={messageId}>
        <SandboxAction objective={objective} />
      </PlainVerifyAction>
    </WalletGate>
  );
}

/** QuestHQ and custom objectives: the server checks on Verify; a link opens when the objective has one. */
export function PlainVerifyAction({
  href,
  busy,
  run,
  messageId,
  linkLabel = "Open link",
  children,
}: Pick<ActionProps, "busy" | "run" | "messageId"> & {
  href: string | undefined;
  linkLabel?: string;
  /** Shown between the link and Verify (the sandbox's action). */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      {href ? <ActionLink href={href}>{linkLabel}</ActionLink> : null}
      {children}
      <ServerVerifyButton busy={busy} run={run} messageId={messageId} />
    </div>
  );
}

/**
 * Verified by the organization's own API (docs/product/objectives.md#verified-by-your-api): the task happens in the
 * organization's product, and Verify asks its system; in the sandbox, its stand-in can be told the task is done.
 */
export function OrganizerAction({ objective, busy, run, messageId }: ActionProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        The organization's own system checks this: do the task in their product, then verify here.
      </p>
      <SandboxAction objective={objective} />
      <ServerVerifyButton busy={busy} run={run} messageId={messageId} />
    </div>
  );
}

/**
 * In-product objectives count what the user has really done on QuestHQ (missions finished, credits
 * earned): no button can do that for them, so the drawer points at the missions to do instead.
 */
export function HistoryAction({
  missionPath,
  busy,
  run,
  messageId,
}: Pick<ActionProps, "busy" | "run" | "messageId"> & { missionPath: string | undefined }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {missionPath
          ? "Finish that mission, then verify here."
          : "This counts what you have done on QuestHQ: finish missions, then verify here."}
      </p>
      <AppLink href={missionPath ?? "/explore"} className={buttonClass("secondary", "md", "w-full")}>
        {missionPath ? "Go to the mission" : "Find missions"}
      </AppLink>
      <ServerVerifyButton busy={busy} run={run} messageId={messageId} />
    </div>
  );
}
