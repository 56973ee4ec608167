// npm run stake-demo -- [--url http://localhost:3000] [--rpc http://127.0.0.1:8545] [--amount 25] [--account 1]
//
// The staking flow with nothing but viem and the public API, against a running server in demo
// mode (`npm start`, which brings up the local chain): sign in with a demo wallet (SIWE), ask the
// server for a deposit signature, approve and deposit on chain, watch the server's stake.locked
// rise and fall back after the confirmations (available rises), then withdraw with a second
// signature. Demo keys are anvil's public test keys and exist only on the local chain.
import { createPublicClient, createWalletClient, erc20Abi, http, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { foundry } from "viem/chains";
import { ANVIL_PRIVATE_KEYS } from "@questhq/contracts/accounts";
import { hqStakingAbi } from "@questhq/contracts/generated/HQStaking";
import { MAX_UINT256 } from "@questhq/core";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const base = arg("--url", "http://localhost:3000").replace(/\/$/, "");
const rpc = arg("--rpc", "http://127.0.0.1:8545");
const amount = arg("--amount", "25");
const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[Number(arg("--account", "1"))]!);
const chain = { ...foundry, rpcUrls: { default: { http: [rpc] } } };
const publicClient = createPublicClient({ chain, transport: http(rpc) });
const wallet = createWalletClient({ chain, transport: http(rpc), account });

let cookie = "";
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (set) cookie = set;
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return JSON.parse(text) as T;
}
type Signed = { signature: Hex; validUntilBlock: number; nonce: string; amount: string; contract: Hex };
const stake = async () =>
  (await api<{ data: { stake: { locked: number; available: number } } }>("GET", "/api/v1/users/credits")).data.stake;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(label: string, done: (s: { locked: number; available: number }) => boolean) {
  for (let i = 0; i < 120; i++) {
    const s = await stake();
    console.log(`  ${label}: locked ${s.locked}, available ${s.available}`);
    if (done(s)) return s;
    await sleep(2000);
  }
  throw new Error(`${label}: timed out`);
}

const { nonce } = await api<{ nonce: string }>("POST", "/api/auth/siwe/nonce", {});
const host = new URL(base).host;
const message = createSiweMessage({
  domain: host,
  uri: base,
  address: account.address,
  chainId: 1,
  nonce,
  version: "1",
  statement: "Sign in to QuestHQ",
  issuedAt: new Date(),
});
await api("POST", "/api/auth/siwe/verify", { message, signature: await account.signMessage({ message }) });
console.log(`signed in as ${account.address}`);

const start = await stake();
console.log(`stake before: locked ${start.locked}, available ${start.available}`);
const dep = (await api<{ data: Signed }>("POST", "/api/v1/seasons/stakeHQ", { amount })).data;
const token = (await publicClient.readContract({
  address: dep.contract,
  abi: hqStakingAbi,
  functionName: "token",
})) as Hex;
await publicClient.waitForTransactionReceipt({
  hash: await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: "approve",
    args: [dep.contract, MAX_UINT256],
  }),
});
const depHash = await wallet.writeContract({
  address: dep.contract,
  abi: hqStakingAbi,
  functionName: "deposit",
  args: [BigInt(dep.amount), BigInt(dep.nonce), BigInt(dep.validUntilBlock), dep.signature],
});
console.log(`deposited ${amount} $HQ in ${depHash}; waiting for the server to see it, then for 12 confirmations`);
await waitFor("deposit", (s) => s.locked === 0 && s.available >= start.available + Number(amount));

const wd = (await api<{ data: Signed }>("POST", "/api/v1/seasons/unstakeHQ", { amount })).data;
const wdHash = await wallet.writeContract({
  address: wd.contract,
  abi: hqStakingAbi,
  functionName: "withdraw",
  args: [BigInt(wd.amount), BigInt(wd.nonce), BigInt(wd.validUntilBlock), wd.signature],
});
console.log(`withdrew ${amount} $HQ in ${wdHash} (signature valid until block ${wd.validUntilBlock})`);
await waitFor("withdrawal", (s) => s.locked === 0);
try {
  await wallet.writeContract({
    address: wd.contract,
    abi: hqStakingAbi,
    functionName: "withdraw",
    args: [BigInt(wd.amount), BigInt(wd.nonce), BigInt(wd.validUntilBlock), wd.signature],
  });
  console.log("replayed signature was accepted?!");
  process.exit(1);
} catch (err) {
  console.log(`replaying the withdrawal signature is refused: ${(err as Error).message.split("\n")[0]}`);
}
console.log("done");
