import { describe, expect, it } from "vitest";
import { keccak256, parseEther, parseEventLogs, toBytes, toFunctionSelector, type Address, type Hex } from "viem";
import { hqStakingAbi, hqStakingBytecode } from "../src/generated/HQStaking";
import { hqTokenAbi } from "../src/generated/HQToken";
import { depositTypes, domainOf, withdrawTypes } from "../src/typed-data";
import { useChain, useDeployment, type Wallet } from "./kit";

// HQStaking: deposits, lock period, withdrawals with fee, owner settings. Signature forgery and
// replay are in hq-staking-signatures.test.ts, re-entrancy and fuzzing in hq-staking-guards.test.ts.

const chain = useChain();
const LOCK = 10n;
let token: Address;
let staking: Address;
let instant: Address; // lockBlocks = 0

async function deployStaking(lockBlocks: bigint): Promise<Address> {
  const address = await chain.deployStaking(token, lockBlocks);
  for (const user of chain.users) await chain.approve(user, token, address);
  return address;
}

async function setup() {
  await chain.fundEther(chain.users, parseEther("100"));
  token = await chain.deployHqToken();
  for (const user of chain.users) {
    await chain.transfer(chain.treasury, token, user.account.address, parseEther("1000000"));
  }
  staking = await deployStaking(LOCK);
  instant = await deployStaking(0n);
}

async function sign(
  kind: "Deposit" | "Withdraw",
  vault: Address,
  user: Address,
  amount: bigint,
  nonce: bigint,
  validUntilBlock: bigint,
): Promise<Hex> {
  const domain = domainOf("staking", chain.anvil.chainId, vault);
  const message = { user, amount, nonce, validUntilBlock };
  return kind === "Deposit"
    ? chain.signer.signTypedData({ domain, types: depositTypes, primaryType: "Deposit", message })
    : chain.signer.signTypedData({ domain, types: withdrawTypes, primaryType: "Withdraw", message });
}

async function act(kind: "Deposit" | "Withdraw", user: Wallet, amount: bigint, nonce: bigint, vault = staking) {
  const until = (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) + 100n;
  const signature = await sign(kind, vault, user.account.address, amount, nonce, until);
  const hash = await user.writeContract({
    address: vault,
    abi: hqStakingAbi,
    functionName: kind === "Deposit" ? "deposit" : "withdraw",
    args: [amount, nonce, until, signature],
  });
  return chain.mined(hash);
}

const balances = (user: Wallet, vault = staking) =>
  chain.publicClient.readContract({
    address: vault,
    abi: hqStakingAbi,
    functionName: "balancesOf",
    args: [user.account.address],
  });
const nonceUsed = (user: Wallet, nonce: bigint) =>
  chain.publicClient.readContract({
    address: staking,
    abi: hqStakingAbi,
    functionName: "nonceUsed",
    args: [user.account.address, nonce],
  });
const totalStaked = () =>
  chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "totalStaked" });
const tokenBalance = (who: Address) => chain.balanceOf(token, who);
/** An owner-only call with one argument, sent by `wallet` (the deployer, the owner, unless given); not mined. */
const owner = (
  functionName: "setFee" | "setSigner" | "setTreasury" | "transferOwnership",
  arg: bigint | Address,
  wallet: Wallet = chain.deployer,
) => wallet.writeContract({ address: staking, abi: hqStakingAbi, functionName, args: [arg] } as never);

describe("HQStaking", () => {
  useDeployment(chain, setup);

  it("exposes its configuration and the exact EIP-712 typehashes", async () => {
    const r = (functionName: "token" | "signer" | "treasury" | "lockBlocks" | "fee" | "totalStaked" | "owner") =>
      chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName });
    expect(await r("token")).toBe(token);
    expect(await r("signer")).toBe(chain.signer.account.address);
    expect(await r("treasury")).toBe(chain.treasury.account.address);
    expect(await r("owner")).toBe(chain.deployer.account.address);
    expect(await r("lockBlocks")).toBe(LOCK);
    expect(await r("fee")).toBe(0n);
    expect(await r("totalStaked")).toBe(0n);
    expect(
      await chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "DEPOSIT_TYPEHASH" }),
    ).toBe(keccak256(toBytes("Deposit(address user,uint256 amount,uint256 nonce,uint256 validUntilBlock)")));
    expect(
      await chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "WITHDRAW_TYPEHASH" }),
    ).toBe(keccak256(toBytes("Withdraw(address user,uint256 amount,uint256 nonce,uint256 validUntilBlock)")));
    const [, name, version, chainId, verifyingContract] = await chain.publicClient.readContract({
      address: staking,
      abi: hqStakingAbi,
      functionName: "eip712Domain",
    });
    expect({ name, version, chainId, verifyingContract }).toEqual({
      name: "QuestHQ Staking",
      version: "1",
      chainId: BigInt(chain.anvil.chainId),
      verifyingContract: staking,
    });
  });

  it("refuses zero addresses in the constructor", async () => {
    const zero = "0x0000000000000000000000000000000000000000";
    const base = [
      token,
      chain.signer.account.address,
      chain.treasury.account.address,
      chain.deployer.account.address,
      0n,
    ] as const;
    for (const i of [0, 1, 2]) {
      const args = [...base] as unknown[];
      args[i] = zero;
      await expect(
        chain.deploy(chain.deployer, { abi: hqStakingAbi, bytecode: hqStakingBytecode }, args),
      ).rejects.toThrow(
        // deployContract does not decode constructor errors: match the selector.
        new RegExp(`HQStaking_ZeroAddress|${toFunctionSelector("HQStaking_ZeroAddress()")}`),
      );
    }
    const args = [...base] as unknown[];
    args[3] = zero;
    await expect(
      chain.deploy(chain.deployer, { abi: hqStakingAbi, bytecode: hqStakingBytecode }, args),
    ).rejects.toThrow(new RegExp(`OwnableInvalidOwner|${toFunctionSelector("OwnableInvalidOwner(address)")}`));
  });

  it("deposits: pulls the tokens, locks them, marks the nonce and emits Deposited", async () => {
    const user = chain.users[0]!;
    const before = await tokenBalance(user.account.address);
    const receipt = await act("Deposit", user, parseEther("100"), 7n);
    const [event] = parseEventLogs({ abi: hqStakingAbi, logs: receipt.logs, eventName: "Deposited" });
    expect(event!.args).toEqual({
      user: user.account.address,
      amount: parseEther("100"),
      nonce: 7n,
      unlockBlock: receipt.blockNumber + LOCK,
    });
    expect(await tokenBalance(user.account.address)).toBe(before - parseEther("100"));
    expect(await tokenBalance(staking)).toBe(parseEther("100"));
    expect(await balances(user)).toEqual([parseEther("100"), 0n]);
    expect(await totalStaked()).toBe(parseEther("100"));
    expect(await nonceUsed(user, 7n)).toBe(true);
    expect(await nonceUsed(user, 8n)).toBe(false);
  });

  it("keeps a deposit locked for lockBlocks blocks, then makes it available", async () => {
    const user = chain.users[0]!;
    const receipt = await act("Deposit", user, 1000n, 1n);
    const unlock = receipt.blockNumber + LOCK;
    await chain.mine(Number(LOCK) - 2);
    // The next transaction lands in block unlock - 1: still locked.
    await expect(act("Withdraw", user, 1000n, 2n)).rejects.toThrow(/HQStaking_InsufficientAvailable/);
    await chain.mine(1);
    expect(await chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(unlock - 1n);
    expect(await balances(user)).toEqual([1000n, 0n]);
    // This one lands in block unlock: exactly when the lock ends.
    const r = await act("Withdraw", user, 1000n, 2n);
    expect(r.blockNumber).toBe(unlock);
    expect(await balances(user)).toEqual([0n, 0n]);
  });

  it("refuses to withdraw locked tokens with HQStaking_InsufficientAvailable", async () => {
    const user = chain.users[0]!;
    await act("Deposit", user, 500n, 1n);
    await expect(act("Withdraw", user, 1n, 2n)).rejects.toThrow(/HQStaking_InsufficientAvailable/);
    await chain.mine(Number(LOCK));
    expect(await balances(user)).toEqual([0n, 500n]);
    await expect(act("Withdraw", user, 501n, 3n)).rejects.toThrow(/HQStaking_InsufficientAvailable/);
    await act("Withdraw", user, 500n, 4n);
  });

  it("re-locks the whole locked balance on a new deposit, but settles a matured lock first", async () => {
    const user = chain.users[0]!;
    await act("Deposit", user, 100n, 1n);
    await chain.mine(3);
    const second = await act("Deposit", user, 50n, 2n); // first lock not matured: both locked until second + LOCK
    expect(await balances(user)).toEqual([150n, 0n]);
    await chain.mine(Number(LOCK));
    const third = await act("Deposit", user, 25n, 3n); // matured 150 settles to available, 25 locked
    expect(third.blockNumber).toBeGreaterThan(second.blockNumber + LOCK);
    expect(await balances(user)).toEqual([25n, 150n]);
    const r = await act("Withdraw", user, 150n, 4n);
    const [event] = parseEventLogs({ abi: hqStakingAbi, logs: r.logs, eventName: "Withdrawn" });
    expect(event!.args).toEqual({ user: user.account.address, amount: 150n, fee: 0n, nonce: 4n });
    expect(await balances(user)).toEqual([25n, 0n]);
  });

  it("with lockBlocks 0 a deposit is available at once", async () => {
    const user = chain.users[1]!;
    const r = await act("Deposit", user, parseEther("3"), 1n, instant);
    const [event] = parseEventLogs({ abi: hqStakingAbi, logs: r.logs, eventName: "Deposited" });
    expect(event!.args.unlockBlock).toBe(r.blockNumber);
    expect(await balances(user, instant)).toEqual([0n, parseEther("3")]);
    await act("Withdraw", user, parseEther("3"), 2n, instant);
    expect(await balances(user, instant)).toEqual([0n, 0n]);
  });

  it("withdraws with the fee to the treasury and the rest to the user", async () => {
    const user = chain.users[2]!;
    await chain.mined(await owner("setFee", 250n)); // 2.5%
    await act("Deposit", user, parseEther("1000"), 1n, staking);
    await chain.mine(Number(LOCK));
    const userBefore = await tokenBalance(user.account.address);
    const treasuryBefore = await tokenBalance(chain.treasury.account.address);
    const r = await act("Withdraw", user, parseEther("400"), 2n);
    const [event] = parseEventLogs({ abi: hqStakingAbi, logs: r.logs, eventName: "Withdrawn" });
    expect(event!.args).toEqual({
      user: user.account.address,
      amount: parseEther("400"),
      fee: parseEther("10"),
      nonce: 2n,
    });
    expect((await tokenBalance(user.account.address)) - userBefore).toBe(parseEther("390"));
    expect((await tokenBalance(chain.treasury.account.address)) - treasuryBefore).toBe(parseEther("10"));
    expect(await balances(user)).toEqual([0n, parseEther("600")]);
    expect(await tokenBalance(staking)).toBe(parseEther("600"));
    expect(await totalStaked()).toBe(parseEther("600"));
  });

  it("rounds the fee down (19 units at 10% pay a fee of 1)", async () => {
    const user = chain.users[0]!;
    await chain.mined(await owner("setFee", 1000n));
    await act("Deposit", user, 19n, 1n, staking);
    await chain.mine(Number(LOCK));
    const r = await act("Withdraw", user, 19n, 2n);
    const [event] = parseEventLogs({ abi: hqStakingAbi, logs: r.logs, eventName: "Withdrawn" });
    expect(event!.args.fee).toBe(1n);
  });

  it("refuses a zero amount with HQStaking_ZeroAmount on both actions", async () => {
    const user = chain.users[0]!;
    await expect(act("Deposit", user, 0n, 1n)).rejects.toThrow(/HQStaking_ZeroAmount/);
    await expect(act("Withdraw", user, 0n, 1n)).rejects.toThrow(/HQStaking_ZeroAmount/);
  });

  it("fails a deposit beyond the user's allowance or balance with the token's error, keeping the nonce", async () => {
    const user = chain.users[0]!;
    await chain.mined(
      await user.writeContract({ address: token, abi: hqTokenAbi, functionName: "approve", args: [staking, 10n] }),
    );
    await expect(act("Deposit", user, 11n, 1n)).rejects.toThrow(
      new RegExp(
        `ERC20InsufficientAllowance|${toFunctionSelector("ERC20InsufficientAllowance(address,uint256,uint256)")}`,
      ),
    );
    expect(await nonceUsed(user, 1n)).toBe(false);
  });

  describe("owner settings", () => {
    it("setFee up to 10% emits FeeUpdated; above is HQStaking_FeeTooHigh", async () => {
      const r = await chain.mined(await owner("setFee", 1000n));
      const [event] = parseEventLogs({ abi: hqStakingAbi, logs: r.logs, eventName: "FeeUpdated" });
      expect(event!.args).toEqual({ previousFee: 0n, newFee: 1000n });
      expect(await chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "fee" })).toBe(
        1000n,
      );
      await expect(owner("setFee", 1001n)).rejects.toThrow(/HQStaking_FeeTooHigh/);
    });

    it("setSigner and setTreasury emit their events and refuse the zero address", async () => {
      const next = chain.users[4]!.account.address;
      const r1 = await chain.mined(await owner("setSigner", next));
      expect(parseEventLogs({ abi: hqStakingAbi, logs: r1.logs, eventName: "SignerUpdated" })[0]!.args).toEqual({
        previousSigner: chain.signer.account.address,
        newSigner: next,
      });
      const r2 = await chain.mined(await owner("setTreasury", next));
      expect(parseEventLogs({ abi: hqStakingAbi, logs: r2.logs, eventName: "TreasuryUpdated" })[0]!.args).toEqual({
        previousTreasury: chain.treasury.account.address,
        newTreasury: next,
      });
      expect(
        await chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "signer" }),
      ).toBe(next);
      expect(
        await chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "treasury" }),
      ).toBe(next);
      const zero = "0x0000000000000000000000000000000000000000";
      await expect(owner("setSigner", zero)).rejects.toThrow(/HQStaking_ZeroAddress/);
      await expect(owner("setTreasury", zero)).rejects.toThrow(
        // deployContract does not decode constructor errors: match the selector.
        new RegExp(`HQStaking_ZeroAddress|${toFunctionSelector("HQStaking_ZeroAddress()")}`),
      );
    });

    it("a new treasury receives the fees", async () => {
      const user = chain.users[0]!;
      const next = chain.organization.account.address;
      await chain.mined(await owner("setFee", 500n));
      await chain.mined(await owner("setTreasury", next));
      await act("Deposit", user, 2000n, 1n, staking);
      await chain.mine(Number(LOCK));
      const before = await tokenBalance(next);
      await act("Withdraw", user, 2000n, 2n);
      expect((await tokenBalance(next)) - before).toBe(100n);
    });

    it("refuses non-owners with OwnableUnauthorizedAccount", async () => {
      const stranger = chain.users[0]!;
      await expect(owner("setFee", 1n, stranger)).rejects.toThrow(/OwnableUnauthorizedAccount/);
      await expect(owner("setSigner", stranger.account.address, stranger)).rejects.toThrow(
        /OwnableUnauthorizedAccount/,
      );
      await expect(owner("setTreasury", stranger.account.address, stranger)).rejects.toThrow(
        /OwnableUnauthorizedAccount/,
      );
    });

    it("transfers ownership in two steps", async () => {
      const next = chain.users[3]!;
      await chain.mined(await owner("transferOwnership", next.account.address));
      expect(
        await chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "owner" }),
      ).toBe(chain.deployer.account.address);
      await chain.mined(
        await next.writeContract({ address: staking, abi: hqStakingAbi, functionName: "acceptOwnership" }),
      );
      expect(
        await chain.publicClient.readContract({ address: staking, abi: hqStakingAbi, functionName: "owner" }),
      ).toBe(next.account.address);
      await chain.mined(await owner("setFee", 5n, next));
      await expect(owner("setFee", 6n)).rejects.toThrow(/OwnableUnauthorizedAccount/);
    });
  });
});
