import type { BrowserContext, Locator, Page } from "playwright-core";
import { createWalletClient, http, numberToHex, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

/** Account #0 of the standard `test test … junk` mnemonic: the demo admin's wallet. */
export const DEV_KEY_0 = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80" as const;

/** Account #1 of the same mnemonic: Ada's wallet in the demo (a staker, a holder of membership NFTs). */
export const ADA_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d" as const;
export const ADA = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as const;

/**
 * An EIP-1193 provider injected into every page, announced through EIP-6963 and as window.ethereum,
 * whose signatures are made in the test process by a viem account: a real wallet, minus the UI.
 * With `rpcUrl` it is connected to that node: reads are forwarded, transactions are signed by
 * the account and sent there (the local chain of the e2e server).
 */
export async function injectWallet(
  context: BrowserContext,
  key: Hex = DEV_KEY_0,
  chainId = 1,
  rpcUrl?: string,
  /** With a list, the wallet knows only these chains: switching elsewhere fails with 4902 until the app adds it. */
  options: {
    knownChains?: number[];
    /** false: like a wallet that has not approved this site yet, eth_accounts is empty until eth_requestAccounts. */
    authorized?: boolean;
  } = {},
) {
  let authorized = options.authorized ?? true;
  const account = privateKeyToAccount(key);
  let currentChain = chainId;
  const known = options.knownChains ? new Set(options.knownChains) : null;
  const added: unknown[] = [];
  // How often each method was asked for: a wallet provider re-rendered by the app reconnects, asking eth_accounts.
  const requests = new Map<string, number>();
  const node = rpcUrl ? createWalletClient({ account, transport: http(rpcUrl) }) : null;
  let rpcId = 0;
  const forward = async (method: string, params: unknown[]) => {
    const res = await fetch(rpcUrl!, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error)
      throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
    return body.result;
  };
  // A thrown error loses its `code` crossing the binding, and wallets' codes (4001, 4902…) are what apps act on:
  // errors travel back as values and the page's provider throws them again, code included.
  await context.exposeBinding("__e2eWallet", async (_source, method: string, params: unknown[]) => {
    try {
      return await handle(method, params);
    } catch (error) {
      const e = error as { code?: unknown; message?: unknown; data?: unknown };
      return {
        __rpcError: {
          code: typeof e.code === "number" ? e.code : -32603,
          message: String(e.message ?? error),
          data: e.data,
        },
      };
    }
  });
  async function handle(method: string, params: unknown[]): Promise<unknown> {
    requests.set(method, (requests.get(method) ?? 0) + 1);
    switch (method) {
      case "eth_requestAccounts":
        authorized = true;
        return [account.address];
      case "eth_accounts":
        return authorized ? [account.address] : [];
      case "eth_chainId":
        return numberToHex(currentChain);
      case "net_version":
        return String(currentChain);
      case "personal_sign": {
        const [data] = params as [Hex | string];
        const message = typeof data === "string" && data.startsWith("0x") ? { raw: data as Hex } : String(data);
        return account.signMessage({ message });
      }
      case "eth_signTypedData_v4": {
        // [address, typed data as JSON], as MetaMask takes it; like MetaMask, only for the chain it is on.
        const [, json] = params as [string, string];
        const typed = JSON.parse(json) as {
          domain: { chainId?: number | string };
          types: Record<string, { name: string; type: string }[]>;
          primaryType: string;
          message: Record<string, unknown>;
        };
        if (typed.domain.chainId !== undefined && Number(typed.domain.chainId) !== currentChain) {
          throw Object.assign(new Error(`Provided chainId "${typed.domain.chainId}" must match the active chainId`), {
            code: -32602,
          });
        }
        const { EIP712Domain: _domain, ...types } = typed.types;
        return account.signTypedData({ ...typed, types } as Parameters<typeof account.signTypedData>[0]);
      }
      case "wallet_switchEthereumChain": {
        const next = Number((params[0] as { chainId: string }).chainId);
        // MetaMask's answer for a chain it has not been given (EIP-3326).
        if (known && !known.has(next))
          throw Object.assign(new Error(`Unrecognized chain ID "${numberToHex(next)}".`), { code: 4902 });
        currentChain = next;
        return null;
      }
      case "wallet_addEthereumChain": {
        const chain = params[0] as { chainId: string; rpcUrls?: string[] };
        added.push(chain);
        known?.add(Number(chain.chainId));
        return null;
      }
      case "wallet_requestPermissions":
      case "wallet_getPermissions":
        return [{ parentCapability: "eth_accounts" }];
      case "eth_sendTransaction": {
        if (!node) throw Object.assign(new Error("This test wallet is not connected to a node"), { code: 4200 });
        const tx = params[0] as {
          to: Hex;
          data?: Hex;
          value?: Hex;
          gas?: Hex;
          gasPrice?: Hex;
          maxFeePerGas?: Hex;
          maxPriorityFeePerGas?: Hex;
        };
        const chain = {
          id: currentChain,
          name: "e2e",
          nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl!] } },
        };
        return node.sendTransaction({
          chain,
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
          // Like MetaMask, the fees the site suggests are used; the account fills in the rest from the node.
          ...fees(tx),
        });
      }
      default:
        if (node) return forward(method, params);
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    }
  }
  await context.addInitScript(() => {
    const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
    const provider = {
      isMetaMask: false,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const result = await (
          window as unknown as { __e2eWallet: (m: string, p: unknown[]) => Promise<unknown> }
        ).__e2eWallet(method, params ?? []);
        const failed = (result as { __rpcError?: { code: number; message: string; data?: unknown } } | null)
          ?.__rpcError;
        if (failed) throw Object.assign(new Error(failed.message), { code: failed.code, data: failed.data });
        if (method === "wallet_switchEthereumChain") {
          const id = (params![0] as { chainId: string }).chainId;
          for (const fn of listeners.get("chainChanged") ?? []) fn(id);
        }
        return result;
      },
      on(event: string, fn: (...a: unknown[]) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(fn);
        return provider;
      },
      removeListener(event: string, fn: (...a: unknown[]) => void) {
        listeners.get(event)?.delete(fn);
        return provider;
      },
    };
    const info = {
      uuid: "5f2b6a70-2f0e-4d8e-9a43-6e2d0c8b7e11",
      name: "E2E Wallet",
      icon:
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E" +
        "%3Crect width='8' height='8' fill='%237c5cff'/%3E%3C/svg%3E",
      rdns: "dev.questhq.e2e",
    };
    Object.defineProperty(window, "ethereum", { value: provider, configurable: true });
    const announce = () =>
      window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
    window.addEventListener("eip6963:requestProvider", announce);
    announce();
  });
  return Object.assign(account, { addedChains: added, requestCount: (method: string) => requests.get(method) ?? 0 });
}

/**
 * Gets past the wallet gate of `part` until `ready` shows: connects the injected wallet when the part lists the
 * browser's wallets (it may have reconnected already), then, given `switchChain`, switches chains when asked.
 */
export async function passWalletGate(part: Locator, ready: Locator, switchChain?: Locator) {
  const connect = part.getByRole("list", { name: "Available wallets" }).getByRole("button", { name: /E2E Wallet/ });
  const first = (...shown: Locator[]) => Promise.race(shown.map((l) => l.waitFor()));
  await first(connect, ...(switchChain ? [switchChain] : []), ready);
  if (await connect.isVisible()) await connect.click();
  if (!switchChain) return;
  await first(switchChain, ready);
  if (await switchChain.isVisible()) await switchChain.click();
}

/** Signs in on /sign-in with the injected wallet (Sign-In With Ethereum) and waits for the home page. */
export async function signInWithInjectedWallet(page: Page, baseUrl: string) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with wallet" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /E2E Wallet/ })
    .click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The fee fields of a site's eth_sendTransaction, as viem takes them: a legacy price, or EIP-1559 fees. */
function fees(tx: { gasPrice?: Hex; maxFeePerGas?: Hex; maxPriorityFeePerGas?: Hex }) {
  if (tx.gasPrice) return { gasPrice: BigInt(tx.gasPrice) };
  return {
    ...(tx.maxFeePerGas ? { maxFeePerGas: BigInt(tx.maxFeePerGas) } : {}),
    ...(tx.maxPriorityFeePerGas ? { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) } : {}),
  };
}
