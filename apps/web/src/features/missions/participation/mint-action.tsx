import { lazy } from "react";
import { LazyWalletPart } from "./action-parts";
import type { ActionProps } from "./action-types";
import { SandboxAction } from "./sandbox-action";
import { PlainVerifyAction } from "./simple-actions";
import { WalletGate } from "./tx-hash-action";

// wagmi, viem and the NFT ABI load with the mint, only when an onchain_mint objective's drawer opens.
const ObjectiveMint = lazy(() => import("./objective-mint").then((m) => ({ default: m.ObjectiveMint })));

/**
 * onchain_mint (docs/product/objectives.md#on-chain-objectives): the objective's NFT is minted here with the account's
 * primary wallet, the way the reward's mint panel does it, and the objective is then verified (the verifier reads the
 * holding). Verify stays for a token minted elsewhere, and the demo's local chain can mint it through the sandbox.
 */
export function MintAction({ href, objective, busy, run, messageId }: ActionProps & { href: string | undefined }) {
  return (
    <WalletGate>
      <div className="space-y-3">
        <LazyWalletPart label="Loading the mint">
          <ObjectiveMint
            objective={objective}
            disabled={busy !== null}
            onMinted={() => run({ action: "verify" }, "verify")}
          />
        </LazyWalletPart>
        <PlainVerifyAction href={href} busy={busy} run={run} messageId={messageId}>
          <SandboxAction objective={objective} />
        </PlainVerifyAction>
      </div>
    </WalletGate>
  );
}
