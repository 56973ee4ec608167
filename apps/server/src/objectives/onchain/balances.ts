import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  erc20Abi,
  erc721Abi,
  type PublicClient,
} from "viem";
import { rpc, type Address } from "./rpc";

// Balance reads for the holding and mint objectives. A contract that answers nothing (no code
// at the address, or no balanceOf(address)) or reverts is an answer about the objective's
// contract, not an outage: it comes back as "unsupported" so the user reads why instead of
// waiting on retries that can never succeed.

export type Balance = bigint | "unsupported";

const isContractAnswer = (err: unknown) =>
  err instanceof BaseError &&
  err.walk((e) => e instanceof ContractFunctionZeroDataError || e instanceof ContractFunctionRevertedError) !== null
    ? ("unsupported" as const)
    : undefined;

/** ERC-721 balanceOf(owner). ERC-1155 needs a token id, which the objective does not store. */
export function nftBalance(client: PublicClient, contract: Address, owner: Address): Promise<Balance> {
  return rpc(
    "balanceOf (ERC-721)",
    () => client.readContract({ address: contract, abi: erc721Abi, functionName: "balanceOf", args: [owner] }),
    isContractAnswer,
  );
}

export function tokenBalance(client: PublicClient, contract: Address, owner: Address): Promise<Balance> {
  return rpc(
    "balanceOf (ERC-20)",
    () => client.readContract({ address: contract, abi: erc20Abi, functionName: "balanceOf", args: [owner] }),
    isContractAnswer,
  );
}

export function nativeBalance(client: PublicClient, owner: Address): Promise<Balance> {
  return rpc("eth_getBalance", () => client.getBalance({ address: owner }));
}

export type Holding = { wallet: Address; balance: bigint };

/**
 * The first wallet whose balance reaches `minimum`, checked one wallet at a time (few wallets,
 * and sequential reads are gentler on rate-limited RPCs). Balances are never summed across
 * wallets: one wallet must hold it.
 */
export async function firstHolder(
  wallets: Address[],
  minimum: bigint,
  read: (wallet: Address) => Promise<Balance>,
): Promise<Holding | "none" | "unsupported"> {
  for (const wallet of wallets) {
    const balance = await read(wallet);
    if (balance === "unsupported") return "unsupported";
    if (balance >= minimum) return { wallet, balance };
  }
  return "none";
}
