import { TX_HASH_MESSAGE, TX_HASH_PATTERN } from "@questhq/core";
import { lazy, useId, useState, type FormEvent, type ReactNode } from "react";
import { TextField } from "@/components/ui/text-field";
import { useMe } from "@/features/users/index";
import { ActionLink, ConnectWalletPrompt, LazyWalletPart, VerifyButton } from "./action-parts";
import type { ActionProps } from "./action-types";
import { SandboxAction } from "./sandbox-action";

const IN_APP_TEMPLATES = new Set(["onchain_transact_function", "onchain_send_token"]);

// wagmi and viem load with the in-app send, only when an on-chain objective's drawer opens.
const OnchainSend = lazy(() => import("./onchain-send").then((m) => ({ default: m.OnchainSend })));

/** The server's message (participateSchema's rule) for a missing or malformed hash, or null when it is fine. */
export function txHashError(value: string): string | null {
  return TX_HASH_PATTERN.test(value.trim()) ? null : TX_HASH_MESSAGE;
}

/** Shown when the user has no linked wallet; `children` is the objective's own control. */
export function WalletGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.data && me.data.wallets.length === 0) return <ConnectWalletPrompt />;
  return <>{children}</>;
}

/**
 * Contract call, transaction and send objectives. Function calls and sends are made from the page (then verified by
 * their hash automatically); pasting the hash of a transaction sent elsewhere stays as the fallback.
 */
export function TxHashAction(props: ActionProps & { href: string | undefined }) {
  const { href, objective, busy, run, messageId } = props;
  const id = useId();
  // Cheap test here (no viem in the page's chunk); the lazy part checks the values fully and says nothing if unusable.
  const inApp = IN_APP_TEMPLATES.has(objective.template) && Number(objective.values?.blockchain) > 0;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = txHashError(value);
    setError(problem);
    if (!problem) run({ action: "verify", tx_hash: value.trim() }, "verify");
  }

  return (
    <WalletGate>
      <div className="space-y-3">
        {inApp ? (
          <LazyWalletPart label="Loading wallet">
            <OnchainSend
              objective={objective}
              disabled={busy !== null}
              onSent={(hash) => {
                setValue(hash);
                setError(null);
                run({ action: "verify", tx_hash: hash }, "verify");
              }}
            />
          </LazyWalletPart>
        ) : null}
        <form noValidate onSubmit={submit} className="space-y-3">
          {href ? <ActionLink href={href}>Open the dApp</ActionLink> : null}
          {/* The local chain's sandbox sends it from the linked wallet and hands back its hash. */}
          <SandboxAction
            objective={objective}
            onDone={(result) => {
              if (!result.tx_hash) return;
              setValue(result.tx_hash);
              setError(null);
            }}
          />
          <TextField
            id={id}
            label="Transaction hash"
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            value={value}
            error={error ?? undefined}
            hint="The hash of the transaction you sent, from your wallet or a block explorer."
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(txHashError(e.target.value));
            }}
            onBlur={() => value.trim() && setError(txHashError(value))}
          />
          <VerifyButton type="submit" isLoading={busy === "verify"} disabled={busy !== null} describedBy={messageId} />
        </form>
      </div>
    </WalletGate>
  );
}
