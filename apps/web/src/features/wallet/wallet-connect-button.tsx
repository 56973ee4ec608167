import { Wallet } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import type { WalletPurpose } from "./connect-wallet-dialog";

// The dialog pulls in wagmi and viem: load it on first use only.
const loadDialog = () => import("./connect-wallet-dialog");
const ConnectWalletDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConnectWalletDialog })));

type Props = Omit<ButtonProps, "onClick"> & {
  purpose: WalletPurpose;
  onSuccess?: () => void | Promise<void>;
};

export function WalletConnectButton({ purpose, onSuccess, children, ...buttonProps }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <>
      <Button
        {...buttonProps}
        // Start fetching the wallet code as soon as the pointer or focus lands here.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Wallet className="size-4" aria-hidden />
        {children}
      </Button>
      {hasOpened ? (
        <Suspense
          fallback={
            <Modal open={isOpen} onOpenChange={setIsOpen} title="Loading wallets">
              <div className="flex justify-center py-6">
                <Spinner label="Loading wallets" className="text-brand" />
              </div>
            </Modal>
          }
        >
          <ConnectWalletDialog open={isOpen} onOpenChange={setIsOpen} purpose={purpose} onSuccess={onSuccess} />
        </Suspense>
      ) : null}
    </>
  );
}
