import { getAddress, stringToHex, type Address, type Hex } from "viem";
import { createSiweMessage } from "viem/siwe";
import { disconnect, getConnections, getConnectors, watchConnectors } from "wagmi/actions";
import { wagmiConfig } from "@/lib/wagmi";
import { NoWalletError } from "./wallet-errors";

export type WalletOption = { uid: string; name: string; icon?: string };

type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };

export type ConnectedWallet = { address: Address; chainId: number; provider: Eip1193 };

type Connector = ReturnType<typeof getConnectors>[number];

function hasWindowEthereum(): boolean {
  return typeof window !== "undefined" && Boolean((window as { ethereum?: unknown }).ethereum);
}

function toOptions(connectors: readonly Connector[]): WalletOption[] {
  // EIP-6963 wallets carry their own id (rdns), name and icon; prefer them.
  const announced = connectors.filter((c) => c.id !== "injected");
  if (announced.length) return announced.map((c) => ({ uid: c.uid, name: c.name, icon: c.icon }));
  // A wallet that only sets window.ethereum still works through the generic connector.
  const generic = connectors.find((c) => c.id === "injected");
  return generic && hasWindowEthereum() ? [{ uid: generic.uid, name: generic.name || "Browser wallet" }] : [];
}

/** Current wallets, then every change (EIP-6963 announcements can arrive late). */
export function watchWallets(onChange: (wallets: WalletOption[]) => void): () => void {
  onChange(toOptions(getConnectors(wagmiConfig)));
  return watchConnectors(wagmiConfig, { onChange: (connectors) => onChange(toOptions(connectors)) });
}

/**
 * Asks the chosen wallet for its account through its EIP-1193 provider. We use
 * the provider directly (not wagmi's connect) because sign-in needs nothing but
 * accounts, chain id and personal_sign, and that works with every wallet.
 */
export async function connectWallet(uid: string): Promise<ConnectedWallet> {
  const connector = getConnectors(wagmiConfig).find((c) => c.uid === uid);
  const provider = (await connector?.getProvider()) as Eip1193 | undefined;
  if (!provider) throw new NoWalletError();
  const accounts = (await provider.request({ method: "eth_requestAccounts" })) as string[];
  const first = accounts[0];
  if (!first) throw new Error("The wallet returned no account.");
  const chainId = Number(await provider.request({ method: "eth_chainId" }));
  return { address: getAddress(first), chainId, provider };
}

const SIWE_VALIDITY_MS = 10 * 60 * 1000;

/** EIP-4361 message for this app (domain = host, uri = origin), valid 10 minutes. */
export function buildSiweMessage(wallet: ConnectedWallet, nonce: string): string {
  const issuedAt = new Date();
  return createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address: wallet.address,
    chainId: wallet.chainId,
    nonce,
    version: "1",
    statement: "Sign in to QuestHQ",
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + SIWE_VALIDITY_MS),
  });
}

export async function signMessageWith(wallet: ConnectedWallet, message: string): Promise<Hex> {
  return (await wallet.provider.request({
    method: "personal_sign",
    params: [stringToHex(message), wallet.address],
  })) as Hex;
}

/**
 * "Destroy the wallet" after a failed link (docs/product/accounts.md#wallet-connect): drop any connection and, where
 * supported, the site permission.
 */
export async function forgetWallet(wallet: ConnectedWallet | null): Promise<void> {
  if (getConnections(wagmiConfig).length) await disconnect(wagmiConfig).catch(() => undefined);
  if (!wallet) return;
  // Not every wallet implements this; failing is fine.
  await wallet.provider
    .request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] })
    .catch(() => undefined);
}
