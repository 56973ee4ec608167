import { useEffect } from "react";
import { ErrorMessage } from "@/components/ui/error-message";
import { Modal } from "@/components/ui/modal";
import { NoWalletNotice } from "@/features/wallet/index";
import { useWalletConnect } from "@/features/wallet/index";
import { WalletChoices } from "@/features/wallet/index";

type Props = { open: boolean; onOpenChange(open: boolean): void };

/**
 * The widget's "Connect wallet": the browser's wallets, connected through the app's wagmi so the widget (which reads
 * that connection) can send from it. Any wallet will do for a swap; the record is kept on the signed-in account.
 */
export function BridgeConnectDialog({ open, onOpenChange }: Props) {
  const { wallets, busyUid, error, setError, choose } = useWalletConnect();

  useEffect(() => {
    if (open) setError(null);
  }, [open, setError]);

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
          <WalletChoices
            wallets={wallets}
            busyUid={busyUid}
            onChoose={(uid) => void choose(uid).then((ok) => ok && onOpenChange(false))}
          />
        )}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </div>
    </Modal>
  );
}
