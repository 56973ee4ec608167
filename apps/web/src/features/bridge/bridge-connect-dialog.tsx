import { useEffect, useState } from "react";
import { useConnect, useConnectors } from "wagmi";
import { ErrorMessage } from "@/components/ui/error-message";
import { Modal } from "@/components/ui/modal";
import { NoWalletNotice } from "@/features/wallet/no-wallet-notice";
import { watchWallets, type WalletOption } from "@/features/wallet/wallet-client";
import { WalletChoices } from "@/features/wallet/wallet-choices";
import { walletErrorMessage } from "@/features/wallet/wallet-errors";

type Props = { open: boolean; onOpenChange(open: boolean): void };

/**
 * The widget's "Connect wallet": the browser's wallets, connected through the app's wagmi so the widget (which reads
 * that connection) can send from it. Any wallet will do for a swap; the record is kept on the signed-in account.
 */
export function BridgeConnectDialog({ open, onOpenChange }: Props) {
  const [wallets, setWallets] = useState<WalletOption[]>([]);
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const connectors = useConnectors();
  const connect = useConnect();

  useEffect(() => watchWallets(setWallets), []);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  async function choose(uid: string) {
    const connector = connectors.find((c) => c.uid === uid);
    if (!connector) return;
    setBusyUid(uid);
    setError(null);
    try {
      await connect.mutateAsync({ connector });
      onOpenChange(false);
    } catch (err) {
      setError(walletErrorMessage(err));
    } finally {
      setBusyUid(null);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Connect a wallet"
      description="Choose the wallet to swap from."
    >
      <div className="space-y-3">
        {wallets.length === 0 ? (
          <NoWalletNotice />
        ) : (
          <WalletChoices wallets={wallets} busyUid={busyUid} onChoose={(uid) => void choose(uid)} />
        )}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </div>
    </Modal>
  );
}
