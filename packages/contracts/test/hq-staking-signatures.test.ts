import { describe, expect, it } from "vitest";
import { getAddress, parseEther, type Address, type Hex } from "viem";
import { hqStakingAbi, hqStakingBytecode } from "../src/generated/HQStaking";
import { depositTypes, domainOf, withdrawTypes } from "../src/typed-data";
import { useChain, useDeployment, type Wallet } from "./kit";

// HQStaking authorizations: what a signature is bound to (signer, user, action, amount, nonce,
// block window, chain, contract) and that each binding holds.

const chain = useChain();
const LOCK = 0n; // withdrawals right after deposits keep these tests short
let token: Address;
let staking: Address;

async function setup() {
  await chain.fundEther(chain.users, parseEther("100"));
  token = await chain.deployHqToken();
  staking = await chain.deployStaking(token, LOCK);
  for (const user of chain.users) {
    await chain.transfer(chain.treasury, token, user.account.address, parseEther("1000"));
    await chain.approve(user, token, staking);
  }
}

type Kind = "Deposit" | "Withdraw";
type Auth = { user: Address; amount: bigint; nonce: bigint; validUntilBlock: bigint };

const blockNumber = () => chain.publicClient.getBlockNumber({ cacheTime: 0 });

async function sign(
  kind: Kind,
  message: Auth,
  opts: { by?: Wallet; chainId?: number; verifyingContract?: Address } = {},
): Promise<Hex> {
  const domain = domainOf("staking", opts.chainId ?? chain.anvil.chainId, opts.verifyingContract ?? staking);
  const by = opts.by ?? chain.signer;
  return kind === "Deposit"
    ? by.signTypedData({ domain, types: depositTypes, primaryType: "Deposit", message })
    : by.signTypedData({ domain, types: withdrawTypes, primaryType: "Withdraw", message });
}

async function auth(user: Wallet, amount: bigint, nonce: bigint, window = 100n): Promise<Auth> {
  return { user: user.account.address, amount, nonce, validUntilBlock: (await blockNumber()) + window };
}

function send(kind: Kind, from: Wallet, a: Auth, signature: Hex, amount = a.amount) {
  return from.writeContract({
    address: staking,
    abi: hqStakingAbi,
    functionName: kind === "Deposit" ? "deposit" : "withdraw",
    args: [amount, a.nonce, a.validUntilBlock, signature],
  });
}

async function ok(kind: Kind, from: Wallet, a: Auth, signature?: Hex) {
  return chain.mined(await send(kind, from, a, signature ?? (await sign(kind, a))));
}

describe("HQStaking signatures", () => {
  useDeployment(chain, setup);

  it("refuses a replayed deposit and a replayed withdrawal with HQStaking_NonceUsed", async () => {
    const user = chain.users[0]!;
    const d = await auth(user, 100n, 1n);
    const dSig = await sign("Deposit", d);
    await ok("Deposit", user, d, dSig);
    await expect(send("Deposit", user, d, dSig)).rejects.toThrow(/HQStaking_NonceUsed/);
    const w = await auth(user, 40n, 2n);
    const wSig = await sign("Withdraw", w);
    await ok("Withdraw", user, w, wSig);
    await expect(send("Withdraw", user, w, wSig)).rejects.toThrow(/HQStaking_NonceUsed/);
    expect(
      await chain.publicClient.readContract({
        address: staking,
        abi: hqStakingAbi,
        functionName: "balancesOf",
        args: [user.account.address],
      }),
    ).toEqual([0n, 60n]);
  });

  it("shares one nonce namespace between deposits and withdrawals", async () => {
    const user = chain.users[0]!;
    await ok("Deposit", user, await auth(user, 100n, 5n));
    // A genuine Withdraw signature, but on the nonce the deposit spent.
    await expect(ok("Withdraw", user, await auth(user, 10n, 5n))).rejects.toThrow(/HQStaking_NonceUsed/);
  });

  it("does not accept a Deposit signature as a Withdraw one (nor the reverse)", async () => {
    const user = chain.users[0]!;
    await ok("Deposit", user, await auth(user, 100n, 1n));
    const d = await auth(user, 50n, 2n);
    await expect(send("Withdraw", user, d, await sign("Deposit", d))).rejects.toThrow(/HQStaking_InvalidSignature/);
    const w = await auth(user, 50n, 3n);
    await expect(send("Deposit", user, w, await sign("Withdraw", w))).rejects.toThrow(/HQStaking_InvalidSignature/);
  });

  it("accepts a signature up to validUntilBlock inclusive, then HQStaking_SignatureExpired", async () => {
    const user = chain.users[1]!;
    // Valid until the very block the transaction lands in.
    const a = await auth(user, 10n, 1n, 1n);
    const r = await ok("Deposit", user, a);
    expect(r.blockNumber).toBe(a.validUntilBlock);
    const b = await auth(user, 10n, 2n, 3n);
    const sig = await sign("Deposit", b);
    await chain.mine(3); // next block is validUntilBlock + 1
    await expect(send("Deposit", user, b, sig)).rejects.toThrow(/HQStaking_SignatureExpired/);
    // Evaluated in block validUntilBlock itself (the latest block), the same call still passes.
    expect(await blockNumber()).toBe(b.validUntilBlock);
    await chain.publicClient.simulateContract({
      account: user.account,
      address: staking,
      abi: hqStakingAbi,
      functionName: "deposit",
      args: [b.amount, b.nonce, b.validUntilBlock, sig],
      blockNumber: b.validUntilBlock,
    });
  });

  it("refuses a signature for another chain id", async () => {
    const user = chain.users[0]!;
    const a = await auth(user, 10n, 1n);
    await expect(send("Deposit", user, a, await sign("Deposit", a, { chainId: 1 }))).rejects.toThrow(
      /HQStaking_InvalidSignature/,
    );
    await expect(
      send("Deposit", user, a, await sign("Deposit", a, { chainId: chain.anvil.chainId + 1 })),
    ).rejects.toThrow(/HQStaking_InvalidSignature/);
  });

  it("refuses a signature for another contract (a second deployment)", async () => {
    const user = chain.users[0]!;
    const other = await chain.deploy(chain.deployer, { abi: hqStakingAbi, bytecode: hqStakingBytecode }, [
      token,
      chain.signer.account.address,
      chain.treasury.account.address,
      chain.deployer.account.address,
      LOCK,
    ]);
    const a = await auth(user, 10n, 1n);
    await expect(
      send("Deposit", user, a, await sign("Deposit", a, { verifyingContract: getAddress(other) })),
    ).rejects.toThrow(/HQStaking_InvalidSignature/);
  });

  it("refuses a signature from anyone but the signer (the owner and the user included)", async () => {
    const user = chain.users[0]!;
    const a = await auth(user, 10n, 1n);
    for (const by of [chain.deployer, user, chain.treasury]) {
      await expect(send("Deposit", user, a, await sign("Deposit", a, { by }))).rejects.toThrow(
        /HQStaking_InvalidSignature/,
      );
    }
  });

  it("binds the signature to the caller: another user cannot use it", async () => {
    const [alice, bob] = [chain.users[0]!, chain.users[1]!];
    const forAlice = await auth(alice, 10n, 1n);
    const sig = await sign("Deposit", forAlice);
    await expect(send("Deposit", bob, forAlice, sig)).rejects.toThrow(/HQStaking_InvalidSignature/);
    // Alice can still use it: Bob's failed attempt spent nothing.
    await ok("Deposit", alice, forAlice, sig);
    // Withdrawals too: Bob cannot pull Alice's stake with her withdrawal signature.
    const w = await auth(alice, 10n, 2n);
    await expect(send("Withdraw", bob, w, await sign("Withdraw", w))).rejects.toThrow(/HQStaking_InvalidSignature/);
  });

  it("binds the amount: a different amount than signed is refused", async () => {
    const user = chain.users[0]!;
    const a = await auth(user, 10n, 1n);
    await expect(send("Deposit", user, a, await sign("Deposit", a), 11n)).rejects.toThrow(/HQStaking_InvalidSignature/);
  });

  it("refuses malformed signatures", async () => {
    const user = chain.users[0]!;
    const a = await auth(user, 10n, 1n);
    const good = await sign("Deposit", a);
    await expect(send("Deposit", user, a, "0x")).rejects.toThrow(/HQStaking_InvalidSignature/);
    await expect(send("Deposit", user, a, `${good.slice(0, -2)}1f` as Hex)).rejects.toThrow(
      /HQStaking_InvalidSignature/,
    );
    await expect(send("Deposit", user, a, `0x${"00".repeat(65)}`)).rejects.toThrow(/HQStaking_InvalidSignature/);
  });

  it("after setSigner only the new signer's signatures work", async () => {
    const user = chain.users[0]!;
    const next = chain.organization;
    const pending = await auth(user, 10n, 1n);
    const oldSig = await sign("Deposit", pending);
    await chain.mined(
      await chain.deployer.writeContract({
        address: staking,
        abi: hqStakingAbi,
        functionName: "setSigner",
        args: [next.account.address],
      }),
    );
    await expect(send("Deposit", user, pending, oldSig)).rejects.toThrow(/HQStaking_InvalidSignature/);
    await ok("Deposit", user, pending, await sign("Deposit", pending, { by: next }));
  });
});
