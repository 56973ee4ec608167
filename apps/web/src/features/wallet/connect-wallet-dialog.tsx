import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { meQueryOptions } from "@/features/users/index";
import { notify } from "@/lib/toast";
import { connectWallet, forgetWallet, watchWallets, type ConnectedWallet, type WalletOption } from "./wallet-client";
import { NoWalletNotice } from "./no-wallet-notice";
import { WalletChoices } from "./wallet-choices";
import { walletErrorMessage } from "./wallet-errors";
import { linkWalletToAccount, signInWithWallet } from "./wallet-flows";
import { ErrorMessage } from "@/components/ui/error-message";

export type WalletPurpose = "sign-in" | "link";

export type ConnectWalletDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: WalletPurpose;
  onSuccess?: () => void | Promise<void>;
};

const text = {
  "sign-in": {
    title: "Continue with wallet",
    description: "Choose a wallet, then sign a message to prove it is yours. Signing is free.",
  },
  link: {
    title: "Link a wallet",
    description: "Choose a wallet, then sign a message to add it to your account. Signing is free.",
  },
};

/** EIP-6963 wallet picker that runs SIWE sign-in or wallet linking. Lazy-loaded with wagmi. */
export function ConnectWalletDialog({ open, onOpenChange, purpose, onSuccess }: ConnectWalletDialogProps) {
  const queryClient = useQueryClient();
  const [wallets, setWallets] = useState<WalletOption[]>([]);
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => watchWallets(setWallets), []);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  async function choose(uid: string) {
    setBusyUid(uid);
    setError(null);
    let wallet: ConnectedWallet | null = null;
    try {
      wallet = await connectWallet(uid);
      if (purpose === "sign-in") {
        await signInWithWallet(wallet);
      } else {
        await linkWalletToAccount(wallet);
        notify.success("Wallet Connected");
        await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      }
      onOpenChange(false);
      await onSuccess?.();
    } catch (err) {
      const message = walletErrorMessage(err);
      if (purpose === "link") {
        // On failure reload the user, destroy the wallet, show the error (docs/product/accounts.md#wallet-connect).
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        void forgetWallet(wallet);
        notify.error(message);
      }
      setError(message);
    } finally {
      setBusyUid(null);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={text[purpose].title} description={text[purpose].description}>
      <div className="space-y-4">
        {wallets.length === 0 ? (
          <NoWalletNotice />
        ) : (
          <WalletChoices wallets={wallets} busyUid={busyUid} onChoose={(uid) => void choose(uid)} />
        )}
        {busyUid ? (
          <p role="status" className="text-center text-sm text-muted">
            Confirm the request in your wallet…
          </p>
        ) : null}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </div>
    </Modal>
  );
}
