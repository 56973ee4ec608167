import { asc, desc, eq } from "drizzle-orm";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from "viem";
import { AppError, SANDBOX_CHAIN_ID, type SandboxActResult } from "@questhq/core";
import { DEMO_CONTRACTS, DEMO_OWNER } from "@questhq/contracts/demo-contracts";
import { demoTokenAbi } from "@questhq/contracts/generated/DemoToken";
import { demoCollectibleAbi } from "@questhq/contracts/generated/DemoCollectible";
import { demoSwapAbi } from "@questhq/contracts/generated/DemoSwap";
import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import { walletAddress } from "../../db/schema/index";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { baseUnits, describeAmount } from "../../objectives/onchain/amount";
import { CONTRACT_NOT_SET_UP_MESSAGE, HOLDING_MESSAGES, SEND_MESSAGES } from "../../objectives/onchain/messages";
import { toAddress } from "../../objectives/onchain/rpc";
import type { PlatformSigner } from "../chain/index";

// "Do it on the local chain": on the local development chain only (chain id 31337, the anvil that
// npm start runs), the sandbox does an on-chain objective for the caller's linked wallet the way
// anvil lets a developer do it: holdings are funded or minted by the demo contracts' owner, and
// sends and transactions are sent from the user's own wallet through anvil_impersonateAccount
// (with anvil_setBalance for gas). Verify then reads the real chain state, as with any chain.
// Nothing here runs for another chain: the objective must name 31337 and the node must say so too.

export const CHAIN_SANDBOX_MESSAGES = {
  notLocal:
    "The sandbox acts only on the local development chain (chain id 31337). Do this objective with your own wallet.",
  chainDown: "The local chain is not running, so the sandbox cannot act on it. Start the demo with npm start.",
  linkWallet: "Link a wallet first: the sandbox acts for your linked wallet on the local chain.",
  unknownToken:
    "On the local chain the sandbox can only hand out the chain's ETH and the demo contracts' tokens " +
    "(demo USDC, Local Legends).",
  cannotCall:
    "The sandbox does not know how to call this contract: a plain transaction to it fails. Send one from your wallet.",
  notMissionNft: "The sandbox mints only from a QuestHQ mission NFT contract. Mint from your wallet instead.",
  failed: "The local chain refused the sandbox's transaction. Try again in a moment.",
} as const;

/** Enough ETH for a few transactions' gas on anvil. */
const GAS_ALLOWANCE = parseEther("1");
/** What a demo swap trades: 0.001 ETH buys 2 demo USDC. */
const DEMO_SWAP_VALUE = parseEther("0.001");

type ChainDeps = { db: Db; env: Env; signer: PlatformSigner };
type Objective = { id: string; template: string; values: Record<string, unknown> };
type Done = { message: string; txHash?: Hash };
type Act = (chain: LocalChain, o: Objective, owner: Address, signer: PlatformSigner) => Promise<Done>;

/** 0xAbCd…1234, checksummed as wallets show it. */
const short = (a: Address) => {
  const c = getAddress(a);
  return `${c.slice(0, 6)}…${c.slice(-4)}`;
};
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One chain action at a time: impersonation and the wallets' nonces are shared state of the node. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The wallet the sandbox acts for: the primary one, else the first linked. */
async function walletOf(db: Db, userId: string): Promise<Address> {
  const [row] = await db
    .select({ address: walletAddress.address })
    .from(walletAddress)
    .where(eq(walletAddress.userId, userId))
    .orderBy(desc(walletAddress.isPrimary), asc(walletAddress.createdAt))
    .limit(1);
  const wallet = toAddress(row?.address);
  if (!wallet) throw new AppError("conflict", CHAIN_SANDBOX_MESSAGES.linkWallet, { provider: ["wallet"] });
  return wallet;
}

function localChain(url: string) {
  const transport = http(url, { retryCount: 0, timeout: 15_000 });
  const chain = {
    id: SANDBOX_CHAIN_ID,
    name: "Local chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };
  const pub = createPublicClient({ chain, transport, pollingInterval: 100 }) as PublicClient;
  const test = createTestClient({ chain, mode: "anvil", transport });
  const wallet = createWalletClient({ chain, transport });

  /** Sends as `from` (impersonated), topping up its gas first; resolves once mined and successful. */
  async function sendAs(from: Address, tx: { to: Address; data?: Hex; value?: bigint }): Promise<Hash> {
    const balance = await pub.getBalance({ address: from });
    const needed = GAS_ALLOWANCE + (tx.value ?? 0n);
    if (balance < needed) await test.setBalance({ address: from, value: balance + needed });
    await test.impersonateAccount({ address: from });
    try {
      const hash = await wallet.sendTransaction({ account: from, to: tx.to, data: tx.data, value: tx.value });
      const receipt = await pub.waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 30_000 });
      if (receipt.status !== "success") throw new AppError("bad_gateway", CHAIN_SANDBOX_MESSAGES.failed);
      return hash;
    } finally {
      await test.stopImpersonatingAccount({ address: from });
    }
  }

  /** Tops `owner` up to `amount` of the token (or of ETH when `token` is null); returns what was added. */
  async function fund(token: Address | null, owner: Address, amount: bigint): Promise<bigint> {
    if (!token) {
      const balance = await pub.getBalance({ address: owner });
      if (balance >= amount) return 0n;
      await test.setBalance({ address: owner, value: amount });
      return amount - balance;
    }
    if (!same(token, DEMO_CONTRACTS.DemoUSDC)) throw new AppError("bad_request", CHAIN_SANDBOX_MESSAGES.unknownToken);
    const balance = await pub.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
    if (balance >= amount) return 0n;
    await sendAs(DEMO_OWNER, {
      to: token,
      data: encodeFunctionData({ abi: demoTokenAbi, functionName: "mint", args: [owner, amount - balance] }),
    });
    return amount - balance;
  }

  return { pub, sendAs, fund };
}

type LocalChain = ReturnType<typeof localChain>;

async function holdCrypto(chain: LocalChain, o: Objective, owner: Address): Promise<Done> {
  const amount = baseUnits(o.values.crypto_amount);
  const token = o.values.contract_address === undefined ? null : toAddress(o.values.contract_address);
  if (amount === null || (o.values.contract_address !== undefined && !token))
    throw new AppError("bad_request", CONTRACT_NOT_SET_UP_MESSAGE);
  const added = await chain.fund(token, owner, amount);
  const what = describeAmount(o.values, amount, SANDBOX_CHAIN_ID);
  return {
    message:
      added === 0n
        ? `Local chain: ${short(owner)} already holds ${what}.`
        : `Local chain: ${short(owner)} now holds ${what}.`,
  };
}

async function holdNft(chain: LocalChain, o: Objective, owner: Address): Promise<Done> {
  const contract = toAddress(o.values.contract_address);
  if (!contract) throw new AppError("bad_request", CONTRACT_NOT_SET_UP_MESSAGE);
  if (!same(contract, DEMO_CONTRACTS.DemoCollectible))
    throw new AppError("bad_request", CHAIN_SANDBOX_MESSAGES.unknownToken);
  const held = await chain.pub.readContract({
    address: contract,
    abi: erc721Abi,
    functionName: "balanceOf",
    args: [owner],
  });
  if (held === 0n) {
    await chain.sendAs(DEMO_OWNER, {
      to: contract,
      data: encodeFunctionData({ abi: demoCollectibleAbi, functionName: "mint", args: [owner] }),
    });
  }
  return { message: `Local chain: ${short(owner)} ${held === 0n ? "received" : "already holds"} a Local Legend.` };
}

async function sendToken(chain: LocalChain, o: Objective, owner: Address): Promise<Done> {
  const recipient = toAddress(o.values.toAddress);
  const amount = baseUnits(o.values.crypto_amount ?? "0");
  const token = o.values.contract_address === undefined ? null : toAddress(o.values.contract_address);
  if (!recipient || amount === null || (o.values.contract_address !== undefined && !token))
    throw new AppError("bad_request", SEND_MESSAGES.notSetUp);
  const what = describeAmount(o.values, amount, SANDBOX_CHAIN_ID);
  let txHash: Hash;
  if (token) {
    await chain.fund(token, owner, amount);
    txHash = await chain.sendAs(owner, {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [recipient, amount] }),
    });
  } else {
    txHash = await chain.sendAs(owner, { to: recipient, value: amount });
  }
  return { message: `Local chain: ${short(owner)} sent ${what} to ${short(recipient)}.`, txHash };
}

async function transact(chain: LocalChain, o: Objective, owner: Address): Promise<Done> {
  const target = toAddress(o.values.contract_address);
  if (!target) throw new AppError("bad_request", CONTRACT_NOT_SET_UP_MESSAGE);
  if (same(target, DEMO_CONTRACTS.DemoSwap)) {
    const data = encodeFunctionData({ abi: demoSwapAbi, functionName: "swapExactEtherForTokens" });
    const txHash = await chain.sendAs(owner, { to: target, data, value: DEMO_SWAP_VALUE });
    return { message: `Local chain: ${short(owner)} swapped 0.001 ETH for demo USDC.`, txHash };
  }
  // Any other contract: only a plain call that would succeed (a receive or fallback function).
  const plain = await chain.pub.estimateGas({ account: owner, to: target }).then(
    () => true,
    () => false,
  );
  if (!plain) throw new AppError("bad_request", CHAIN_SANDBOX_MESSAGES.cannotCall);
  const txHash = await chain.sendAs(owner, { to: target });
  return { message: `Local chain: ${short(owner)} sent a transaction to ${short(target)}.`, txHash };
}

/**
 * onchain_mint: the mint the objective's drawer makes, sent from the user's wallet with the platform's permit and the
 * contract's price and fee (the sandbox tops up the ether), so a newcomer without local ether can still finish.
 */
async function mint(chain: LocalChain, o: Objective, owner: Address, signer: PlatformSigner): Promise<Done> {
  const contract = toAddress(o.values.contract_address);
  if (!contract) throw new AppError("bad_request", HOLDING_MESSAGES.mintNotDeployed);
  const nft = { address: contract, abi: hqMissionNFTAbi } as const;
  const config = await chain.pub.readContract({ ...nft, functionName: "mintConfig" }).catch(() => null);
  if (config === null) throw new AppError("bad_request", CHAIN_SANDBOX_MESSAGES.notMissionNft);
  const [held, name, fee] = await Promise.all([
    chain.pub.readContract({ ...nft, functionName: "balanceOf", args: [owner] }),
    chain.pub.readContract({ ...nft, functionName: "name" }),
    chain.pub.readContract({ ...nft, functionName: "fee" }),
  ]);
  if (held > 0n) return { message: `Local chain: ${short(owner)} already holds a ${name}.` };
  const signature = await signer.signMintPermit(SANDBOX_CHAIN_ID, contract, { wallet: owner });
  const data = encodeFunctionData({ ...nft, functionName: "mintNFTs", args: [1n, owner, signature] });
  // mintConfig's sixth element is the price of one token.
  const txHash = await chain.sendAs(owner, { to: contract, data, value: config[5] + fee });
  return { message: `Local chain: ${short(owner)} minted a ${name}.`, txHash };
}

/** One per template of core's SANDBOX_CHAIN_TEMPLATES (the web app offers the button for those). */
const ACTIONS: Record<string, Act> = {
  onchain_holding_crypto: holdCrypto,
  onchain_holding_nft: holdNft,
  onchain_send_token: sendToken,
  onchain_transact: transact,
  // The demo's function objective calls the swap's one function, which is what transact sends to it.
  onchain_transact_function: transact,
  onchain_mint: mint,
};

/** The chain id an objective names (values.blockchain, else its mission's), as the verifiers read it. */
export function objectiveChain(values: Record<string, unknown>, missionChainId: number): number {
  const v = Number(values.blockchain);
  return Number.isInteger(v) && v > 0 ? v : missionChainId;
}

export async function actOnChain(
  deps: ChainDeps,
  userId: string,
  o: Objective,
  missionChainId: number,
): Promise<SandboxActResult> {
  const act = ACTIONS[o.template];
  if (!act) throw new Error(`no local chain action for ${o.template}`);
  if (objectiveChain(o.values, missionChainId) !== SANDBOX_CHAIN_ID)
    throw new AppError("bad_request", CHAIN_SANDBOX_MESSAGES.notLocal);
  const url = deps.env.CHAIN_RPC_URLS?.[SANDBOX_CHAIN_ID];
  if (!url) throw new AppError("not_ready", CHAIN_SANDBOX_MESSAGES.chainDown);
  const owner = await walletOf(deps.db, userId);
  const chain = localChain(url);
  // The node itself must be the local chain: a URL pointing anywhere else is never acted on.
  const answered = await chain.pub.getChainId().catch(() => null);
  if (answered === null) throw new AppError("not_ready", CHAIN_SANDBOX_MESSAGES.chainDown);
  if (answered !== SANDBOX_CHAIN_ID) throw new AppError("bad_request", CHAIN_SANDBOX_MESSAGES.notLocal);
  const done = await serial(() => act(chain, o, owner, deps.signer));
  return {
    objective_id: o.id,
    provider: "chain",
    message: done.message,
    ...(done.txHash ? { tx_hash: done.txHash } : {}),
  };
}
