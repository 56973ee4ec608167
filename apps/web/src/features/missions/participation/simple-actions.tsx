import { CALLBACK_ERRORS } from "@questhq/core";
import { useState } from "react";
import { ActionLink, InlineMessage, VerifyButton } from "./action-parts";
import type { ActionProps } from "./action-types";
import { WalletGate } from "./tx-hash-action";

function hasOkxWallet(): boolean {
  return typeof window !== "undefined" && typeof (window as { okxwallet?: unknown }).okxwallet !== "undefined";
}

/** §4 "The client validation objective requires an OKX wallet browser object to be present". */
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
export function WalletAction({ href, busy, run, messageId }: ActionProps & { href: string | undefined }) {
  return (
    <WalletGate>
      <PlainVerifyAction href={href} busy={busy} run={run} messageId={messageId} />
    </WalletGate>
  );
}

/** QuestHQ and custom objectives: the server checks on Verify; a link opens when the objective has one. */
export function PlainVerifyAction({ href, busy, run, messageId, linkLabel = "Open link" }: Pick<ActionProps, "busy" | "run" | "messageId"> & {
  href: string | undefined;
  linkLabel?: string;
}) {
  return (
    <div className="space-y-3">
      {href ? <ActionLink href={href}>{linkLabel}</ActionLink> : null}
      <VerifyButton onClick={() => run({ action: "verify" }, "verify")} isLoading={busy === "verify"} disabled={busy !== null} describedBy={messageId} />
    </div>
  );
}
