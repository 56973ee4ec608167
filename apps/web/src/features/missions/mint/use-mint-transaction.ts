import { ERROR_TOAST_MS, MINT_MESSAGES, SUCCESS_TOAST_MS } from "@questhq/core";
import { useState } from "react";
import type { Address, Hash } from "viem";
import { isUserRejection, mintErrorText, type ChainErrorText } from "@/features/wallet/index";
import { toaster } from "@/lib/toast";
import { relayMint, requestMintSignature, sendMint, type MintSource } from "./mint-flow";

export type MintRequest = {
  source: MintSource;
  account: Address;
  count: number;
  value: bigint;
  /** Relay it without gas through this forwarder (a staker's free mint) instead of sending it from the wallet. */
  forwarder?: Address;
};

/**
 * One mint with its toasts (docs/product/rewards.md#after-a-mint): the server's permit, a simulation, the transaction,
 * its receipt. Shared by the reward's mint panel and an onchain_mint objective's drawer; `mint` resolves true once the
 * receipt says it succeeded.
 */
export function useMintTransaction() {
  const [isMinting, setIsMinting] = useState(false);
  const [txHash, setTxHash] = useState<Hash | null>(null);
  const [error, setError] = useState<ChainErrorText | null>(null);

  async function mint({ source, account, count, value, forwarder }: MintRequest): Promise<boolean> {
    setError(null);
    setTxHash(null);
    setIsMinting(true);
    const toast = await toaster();
    const id = toast.loading(MINT_MESSAGES.minting);
    try {
      const signed = await requestMintSignature(source, account);
      if (forwarder) await relayMint(signed, account, count, value, forwarder, setTxHash);
      else await sendMint(signed, account, count, value, setTxHash);
      toast.success(MINT_MESSAGES.minted, { id, duration: SUCCESS_TOAST_MS });
      return true;
    } catch (err) {
      if (isUserRejection(err)) toast.dismiss(id);
      else toast.error(MINT_MESSAGES.errorMinting, { id, duration: ERROR_TOAST_MS });
      setError(mintErrorText(err));
      return false;
    } finally {
      setIsMinting(false);
    }
  }

  return {
    mint,
    isMinting,
    /** Sent, waiting for the receipt: the confirmation notice's moment (docs/product/limits.md#transactions). */
    isConfirming: isMinting && txHash !== null,
    txHash,
    error,
    setError,
  };
}
