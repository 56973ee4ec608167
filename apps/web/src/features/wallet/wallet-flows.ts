import type { Wallet } from "@questhq/core";
import { apiFetch } from "@/lib/api";
import { buildSiweMessage, signMessageWith, type ConnectedWallet } from "./wallet-client";

// better-auth answers { nonce }; /api/v1 wraps in { data }. Accept either.
function readNonce(body: unknown): string {
  const b = body as { nonce?: string; data?: { nonce?: string } } | null;
  const nonce = b?.data?.nonce ?? b?.nonce;
  if (!nonce) throw new Error("The server did not return a nonce.");
  return nonce;
}

/** Sign-In With Ethereum: nonce -> EIP-4361 message -> personal_sign -> verify (sets the session cookie). */
export async function signInWithWallet(wallet: ConnectedWallet): Promise<void> {
  // better-auth's bodies are strict: exactly the documented fields, nothing more.
  const nonce = readNonce(await apiFetch("/api/auth/siwe/nonce", { method: "POST", body: {} }));
  const message = buildSiweMessage(wallet, nonce);
  const signature = await signMessageWith(wallet, message);
  await apiFetch("/api/auth/siwe/verify", {
    method: "POST",
    body: { message, signature },
  });
}

/** Links a wallet to the signed-in account (docs/product/accounts.md#wallet-connect). */
export async function linkWalletToAccount(wallet: ConnectedWallet): Promise<Wallet> {
  const nonce = readNonce(
    await apiFetch("/api/v1/wallets/nonce", {
      method: "POST",
      body: { address: wallet.address, chainId: wallet.chainId },
    }),
  );
  const message = buildSiweMessage(wallet, nonce);
  const signature = await signMessageWith(wallet, message);
  const body = await apiFetch<{ data: Wallet }>("/api/v1/wallets/verify", {
    method: "POST",
    body: { message, signature },
  });
  return body.data;
}
