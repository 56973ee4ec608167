import { AlertTriangle, Wallet as WalletIcon } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { isAddressEqual, type Address } from "viem";
import { useConnect, useConnection, useConnectors, useDisconnect, useSwitchChain } from "wagmi";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/features/users/queries";
import { watchWallets, type WalletOption } from "@/features/wallet/wallet-client";
import { WalletConnectButton } from "@/features/wallet/wallet-connect-button";
import { NO_WALLET_MESSAGE, walletErrorMessage } from "@/features/wallet/wallet-errors";
import { chainName, type AppChainId } from "./stake-chain";
import { stakeErrorMessage } from "./staking-errors";

type Props = { chainId: AppChainId; children: (account: Address) => ReactNode };

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/**
 * Renders its children only with a wallet that can transact: linked to the account as its primary
 * wallet (the server signs for that one), connected in wagmi, and on the staking chain.
 */
export function StakingWalletGate({ chainId, children }: Props) {
  const me = useMe();
  const connection = useConnection();
  const switchChain = useSwitchChain();
  const disconnect = useDisconnect();

  if (me.isPending || connection.status === "reconnecting" || connection.status === "connecting") {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Checking your wallet" className="text-brand" />
      </div>
    );
  }

  const wallets = me.data?.wallets ?? [];
  const primary = wallets.find((w) => w.isPrimary) ?? wallets[0];
  if (!primary) {
    // Signed in by email with no wallet yet: reuse the app's link flow (SIWE, then the account has one).
    return (
      <div className="space-y-4">
        <Notice>Link a wallet to your account first. Staking uses your account's primary wallet.</Notice>
        <WalletConnectButton purpose="link" className="w-full">
          Link a wallet
        </WalletConnectButton>
      </div>
    );
  }

  if (connection.status !== "connected") return <ConnectWallets primary={primary.address} />;

  if (!isAddressEqual(connection.address, primary.address as Address)) {
    return (
      <div className="space-y-4">
        <Notice>
          Your wallet is on {short(connection.address)}, but staking uses your account's primary wallet{" "}
          <span className="font-mono">{short(primary.address)}</span>. Switch accounts in your wallet.
        </Notice>
        <Button variant="secondary" className="w-full" onClick={() => disconnect.mutate({})}>
          Disconnect and choose another wallet
        </Button>
      </div>
    );
  }

  if (connection.chainId !== chainId) {
    const name = chainName(chainId);
    return (
      <div className="space-y-4">
        <Notice>Staking happens on {name}. Your wallet is on another network.</Notice>
        <Button className="w-full" isLoading={switchChain.isPending} onClick={() => switchChain.mutate({ chainId })}>
          Switch to {name}
        </Button>
        {switchChain.error ? (
          <p role="alert" className="text-sm text-danger">
            {stakeErrorMessage(switchChain.error)}
          </p>
        ) : null}
      </div>
    );
  }

  return <>{children(connection.address)}</>;
}

/** The browser's wallets (EIP-6963 discovery from features/wallet), connected through wagmi to send transactions. */
function ConnectWallets({ primary }: { primary: string }) {
  const [wallets, setWallets] = useState<WalletOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const connectors = useConnectors();
  const connect = useConnect();

  useEffect(() => watchWallets(setWallets), []);

  async function choose(uid: string) {
    const connector = connectors.find((c) => c.uid === uid);
    if (!connector) return;
    setError(null);
    try {
      await connect.mutateAsync({ connector });
    } catch (err) {
      setError(walletErrorMessage(err));
    }
  }

  if (wallets.length === 0) return <Notice>{NO_WALLET_MESSAGE}</Notice>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Connect your primary wallet <span className="font-mono text-ink">{short(primary)}</span> to continue.
      </p>
      <ul className="space-y-2" aria-label="Available wallets">
        {wallets.map((w) => (
          <li key={w.uid}>
            <button
              type="button"
              disabled={connect.isPending}
              onClick={() => void choose(w.uid)}
              className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-left font-medium transition-colors hover:border-brand/60 hover:bg-surface-3 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
            >
              {w.icon ? (
                <img src={w.icon} alt="" className="size-8 rounded-lg" />
              ) : (
                <span className="grid size-8 place-items-center rounded-lg bg-surface-3 text-muted">
                  <WalletIcon className="size-4" aria-hidden />
                </span>
              )}
              <span className="flex-1">{w.name}</span>
              {connect.isPending && connect.variables?.connector === connectors.find((c) => c.uid === w.uid) ? (
                <Spinner className="size-4 text-brand" />
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
