import { AlertTriangle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { isAddressEqual, type Address } from "viem";
import { useConnection, useDisconnect } from "wagmi";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/features/users/index";
import { getChainById } from "@questhq/core";
import { useConfig } from "@/features/config/index";
import { switchChainErrorMessage } from "./chain-errors";
import { NoWalletNotice } from "./no-wallet-notice";
import { switchOrAddChain } from "./switch-chain";
import { WalletChoices } from "./wallet-choices";
import { useWalletConnect } from "./use-wallet-connect";
import { WalletConnectButton } from "./wallet-connect-button";
import { WalletProvider } from "./wallet-provider";
import { ErrorMessage } from "@/components/ui/error-message";
import { cn } from "@/lib/cn";

type Props = {
  chainId: number;
  /** What the wallet is for, in a few words: "Staking", "Minting"… */
  purpose: string;
  children: (account: Address) => ReactNode;
};

export function chainName(chainId: number): string {
  return getChainById(chainId)?.name ?? `chain ${chainId}`;
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-warning/30",
        "bg-warning/10 px-3 py-2 text-sm text-warning",
      )}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/**
 * Renders its children only with a wallet that can transact: linked to the account as its primary wallet (the
 * server signs for that one), connected in wagmi, and on `chainId` — switching, or adding the chain first when the
 * wallet does not know it (docs/product/chains.md#switching-chains). Each gate is a wallet part of its page, so it
 * brings its own WalletProvider.
 */
export function ChainWalletGate(props: Props) {
  return (
    <WalletProvider>
      <GateInProvider {...props} />
    </WalletProvider>
  );
}

function GateInProvider({ chainId, purpose, children }: Props) {
  const me = useMe();
  const connection = useConnection();
  const disconnect = useDisconnect();
  const config = useConfig();
  const [isSwitching, setIsSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);

  async function switchChain() {
    setIsSwitching(true);
    setSwitchError(null);
    try {
      await switchOrAddChain(chainId, config.data?.localChainRpcUrl);
    } catch (error) {
      setSwitchError(switchChainErrorMessage(error));
    } finally {
      setIsSwitching(false);
    }
  }

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
        <Notice>Link a wallet to your account first. {purpose} uses your account's primary wallet.</Notice>
        <WalletConnectButton purpose="link" className="w-full">
          Link a wallet
        </WalletConnectButton>
      </div>
    );
  }

  if (connection.status !== "connected") return <ConnectWallets primary={primary.address} />;

  if (!isAddressEqual(connection.address, primary.address as Address)) {
    const task = purpose.toLowerCase();
    return (
      <div className="space-y-4">
        <Notice>
          Your wallet is on {short(connection.address)}, but {task} uses your account's primary wallet{" "}
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
        <Notice>
          {purpose} happens on {name}. Your wallet is on another network.
        </Notice>
        <Button className="w-full" isLoading={isSwitching} onClick={() => void switchChain()}>
          Switch to {name}
        </Button>
        {switchError ? (
          <p role="alert" className="text-sm text-danger">
            {switchError}
          </p>
        ) : null}
      </div>
    );
  }

  return <>{children(connection.address)}</>;
}

/** The browser's wallets (EIP-6963 discovery from features/wallet), connected through wagmi to send transactions. */
function ConnectWallets({ primary }: { primary: string }) {
  const { wallets, busyUid, error, choose } = useWalletConnect();

  if (wallets.length === 0) return <NoWalletNotice />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Connect Wallet: choose your primary wallet <span className="font-mono text-ink">{short(primary)}</span> to
        continue.
      </p>
      <WalletChoices wallets={wallets} busyUid={busyUid} onChoose={(uid) => void choose(uid)} />
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </div>
  );
}
