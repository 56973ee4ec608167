import { useEffect, useState } from "react";
import { useConnect, useConnectors } from "wagmi";
import { watchWallets, type WalletOption } from "./wallet-client";
import { walletErrorMessage } from "./wallet-errors";

/**
 * The browser's wallets (EIP-6963 discovery) and connecting one through wagmi, to send transactions from it: the
 * list, which one is connecting, and the last failure in the wallet's words. `choose` resolves true once connected.
 */
export function useWalletConnect() {
  const [wallets, setWallets] = useState<WalletOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const connectors = useConnectors();
  const connect = useConnect();

  useEffect(() => watchWallets(setWallets), []);

  async function choose(uid: string): Promise<boolean> {
    const connector = connectors.find((c) => c.uid === uid);
    if (!connector) return false;
    setError(null);
    setBusyUid(uid);
    try {
      await connect.mutateAsync({ connector });
      return true;
    } catch (err) {
      setError(walletErrorMessage(err));
      return false;
    } finally {
      setBusyUid(null);
    }
  }

  return { wallets, busyUid, error, setError, choose };
}
