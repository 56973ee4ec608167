import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  encodeAbiParameters,
  getAddress,
  parseAbiParameters,
  parseEther,
  parseEventLogs,
  zeroAddress,
  type Address,
} from "viem";
import { hqMissionVestingBytecode } from "../src/generated/HQMissionVesting";
import { vestingReentrantTokenBytecode } from "./generated/VestingReentrantToken";
import { vestingFeeOnTransferTokenAbi, vestingFeeOnTransferTokenBytecode } from "./generated/VestingFeeOnTransferToken";
import { snapshotEach, useChain, type Wallet } from "./kit";
import { abi, FEE, TOTAL, tokenAbi, vestingKit, W_ORG, W_USER, type Schedule } from "./vesting-kit";

const chain = useChain();

const { setup, fund, claimSig, claim, at, read, expectRevert } = vestingKit(chain);
const tokenBalance = (token: Address, who: Address) => chain.balanceOf(token, who);

describe("HQMissionVesting", () => {
  snapshotEach(chain, { beforeEach, afterEach });

  describe("deployment", () => {
    it("exposes its parameters, schedule and an unfunded state", async () => {
      const { vesting, token, start, end, schedules } = await setup({ fund: false });
      expect(await read(vesting, "token")).toBe(getAddress(token));
      expect(await read(vesting, "organization")).toBe(chain.organization.account.address);
      expect([await read(vesting, "startTime"), await read(vesting, "endTime")]).toEqual([start, end]);
      expect(await read(vesting, "totalAmount")).toBe(TOTAL);
      expect([await read(vesting, "windowPeriodUser"), await read(vesting, "windowPeriodOrg")]).toEqual([
        W_USER,
        W_ORG,
      ]);
      expect(await read(vesting, "fee")).toBe(FEE);
      expect(await read(vesting, "signer")).toBe(chain.signer.account.address);
      expect(await read(vesting, "treasury")).toBe(chain.treasury.account.address);
      expect(await read(vesting, "owner")).toBe(chain.deployer.account.address);
      expect(await read(vesting, "funded")).toBe(false);
      expect(await read(vesting, "amountLeft")).toBe(TOTAL);
      expect(await read(vesting, "getSchedules")).toEqual(schedules);
      expect(await read(vesting, "schedules", [1n])).toEqual([start + 300n, 5000]);
    });

    it("its deployment data equals the flat (…, schedules, windows, fee, signer, treasury, owner) encoding", () => {
      const schedules = [{ timestamp: 5n, bps: 10_000 }];
      const a = [1n, 2n, 3n, zeroAddress, zeroAddress, zeroAddress] as const;
      const grouped = encodeAbiParameters(
        parseAbiParameters(
          "address, address, uint64, uint64, uint256, (uint64,uint16)[], " +
            "(uint64,uint64,uint256,address,address,address)",
        ),
        [zeroAddress, zeroAddress, 1n, 5n, 9n, [schedules[0]!].map((s) => [s.timestamp, s.bps] as const), a],
      );
      const flat = encodeAbiParameters(
        parseAbiParameters(
          "address, address, uint64, uint64, uint256, (uint64,uint16)[], " +
            "uint64, uint64, uint256, address, address, address",
        ),
        [zeroAddress, zeroAddress, 1n, 5n, 9n, [[5n, 10_000]], ...a],
      );
      expect(grouped).toBe(flat);
    });

    it("validates the schedule, times, amount and addresses", async () => {
      const bad: [(s: bigint, e: bigint) => Schedule[], bigint][] = [
        [() => [], 0n],
        [
          (s) => [
            { timestamp: s, bps: 5000 },
            { timestamp: s, bps: 10_000 },
          ],
          1n,
        ], // timestamps not strictly increasing
        [
          (s) => [
            { timestamp: s + 10n, bps: 5000 },
            { timestamp: s, bps: 10_000 },
          ],
          1n,
        ],
        [
          (s) => [
            { timestamp: s, bps: 6000 },
            { timestamp: s + 1n, bps: 5000 },
            { timestamp: s + 2n, bps: 10_000 },
          ],
          1n,
        ], // bps decreasing
        [
          (s) => [
            { timestamp: s, bps: 5000 },
            { timestamp: s + 1n, bps: 9999 },
          ],
          1n,
        ], // does not reach 100%
        [(_, e) => [{ timestamp: e + 1n, bps: 10_000 }], 0n], // unlocks after the end
        [
          (s) => Array.from({ length: 101 }, (_, i) => ({ timestamp: s + BigInt(i), bps: i === 100 ? 10_000 : 0 })),
          101n,
        ],
      ];
      for (const [schedules, index] of bad)
        await expectRevert(setup({ schedules, fund: false }), "HQMissionVesting_InvalidSchedule", [index]);
      // 100 points and a last point exactly at endTime are fine.
      await setup({
        schedules: (s) =>
          Array.from({ length: 100 }, (_, i) => ({ timestamp: s + BigInt(i), bps: i === 99 ? 10_000 : i })),
        fund: false,
      });
      await setup({ schedules: (_, e) => [{ timestamp: e, bps: 10_000 }], fund: false });
      await expectRevert(setup({ total: 0n, fund: false }), "HQMissionVesting_ZeroAmount");
      await expectRevert(setup({ token: zeroAddress, fund: false }), "HQMissionVesting_ZeroAddress");
    });

    it("rejects an end before the start and zero organization, signer or treasury", async () => {
      const now = await chain.blockTimestamp();
      const token = await chain.deploy(chain.deployer, { abi: tokenAbi, bytecode: vestingReentrantTokenBytecode });
      const settings = {
        windowPeriodUser: 1n,
        windowPeriodOrg: 1n,
        fee: 0n,
        signer: chain.signer.account.address,
        treasury: chain.treasury.account.address,
        initialOwner: chain.deployer.account.address,
      };
      const deploy = (org: Address, start: bigint, end: bigint, s = settings) =>
        chain.deploy(chain.deployer, { abi, bytecode: hqMissionVestingBytecode }, [
          token,
          org,
          start,
          end,
          1n,
          [{ timestamp: start, bps: 10_000 }],
          s,
        ]);
      await expectRevert(
        deploy(chain.organization.account.address, now + 10n, now + 5n),
        "HQMissionVesting_InvalidTimes",
        [now + 10n, now + 5n],
      );
      await expectRevert(deploy(zeroAddress, now, now), "HQMissionVesting_ZeroAddress");
      await expectRevert(
        deploy(chain.organization.account.address, now, now, { ...settings, signer: zeroAddress }),
        "HQMissionVesting_ZeroAddress",
      );
      await expectRevert(
        deploy(chain.organization.account.address, now, now, { ...settings, treasury: zeroAddress }),
        "HQMissionVesting_ZeroAddress",
      );
    });
  });

  describe("fund", () => {
    it("pulls totalAmount once and emits Funded", async () => {
      const { vesting, token } = await setup({ fund: false });
      const receipt = await fund(vesting, token, TOTAL);
      const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "Funded" });
      expect(event!.args).toEqual({ from: chain.organization.account.address, amount: TOTAL });
      expect(await read(vesting, "funded")).toBe(true);
      expect(await tokenBalance(token, vesting)).toBe(TOTAL);
      expect(await tokenBalance(token, chain.organization.account.address)).toBe(0n);
      await expectRevert(fund(vesting, token, TOTAL, chain.deployer), "HQMissionVesting_AlreadyFunded");
    });

    it("refuses a fee-on-transfer token that delivers less than totalAmount", async () => {
      const token = await chain.deploy(chain.deployer, {
        abi: vestingFeeOnTransferTokenAbi,
        bytecode: vestingFeeOnTransferTokenBytecode,
      });
      const { vesting } = await setup({ token, fund: false });
      await expectRevert(fund(vesting, token, TOTAL), "HQMissionVesting_FundingShortfall", [
        TOTAL,
        (TOTAL * 99n) / 100n,
      ]);
      expect(await read(vesting, "funded")).toBe(false);
    });
  });

  describe("vesting (claims)", () => {
    it("reports the cumulative bps of the last reached schedule point", async () => {
      const { vesting, start } = await setup({ fund: false });
      const bps = (t: bigint) => read(vesting, "vestedBps", [t]);
      expect([await bps(0n), await bps(start - 1n), await bps(start), await bps(start + 299n)]).toEqual([
        0n,
        0n,
        2500n,
        2500n,
      ]);
      expect([await bps(start + 300n), await bps(start + 599n), await bps(start + 600n), await bps(2n ** 64n)]).toEqual(
        [5000n, 5000n, 10_000n, 10_000n],
      );
    });

    it("releases an allocation along the schedule; each claim gets only the newly unlocked part", async () => {
      const { vesting, token, start } = await setup();
      const alice = chain.users[0]!;
      const allocation = parseEther("100");
      const sig = await claimSig(vesting, alice.account.address, allocation);
      await expectRevert(claim(vesting, alice, allocation, { signature: sig }), "HQMissionVesting_NotStarted", [start]);

      const steps: [bigint, bigint][] = [
        [start, parseEther("25")],
        [start + 300n, parseEther("25")],
        [start + 600n, parseEther("50")],
      ];
      let claimed = 0n;
      for (const [time, amount] of steps) {
        await at(time);
        const receipt = await claim(vesting, alice, allocation, { signature: sig });
        claimed += amount;
        const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "TokensVested" });
        expect(event!.args).toEqual({ user: alice.account.address, amount, allocation, timestamp: time });
        expect(await read(vesting, "claimedAmount", [alice.account.address])).toBe(claimed);
        expect(await read(vesting, "latestVesting", [alice.account.address])).toBe(time);
        expect(await read(vesting, "distributedAmount")).toBe(claimed);
        expect(await read(vesting, "amountLeft")).toBe(TOTAL - claimed);
        expect(await tokenBalance(token, alice.account.address)).toBe(claimed);
        // Right after a claim nothing more is unlocked until the next point.
        await expectRevert(claim(vesting, alice, allocation, { signature: sig }), "HQMissionVesting_NothingToClaim");
      }
      expect(await tokenBalance(token, vesting)).toBe(TOTAL - allocation);
    });

    it("computes claimable with rounding down, the claimed part subtracted and a cap at amountLeft", async () => {
      const { vesting, start } = await setup();
      const [alice, bob] = chain.users as [Wallet, Wallet];
      await chain.warp(start);
      const claimable = (user: Address, allocation: bigint) =>
        read(vesting, "calculateTokenClaimable", [user, allocation]);
      expect(await claimable(alice.account.address, 3n)).toBe(0n); // 3 * 25% rounds down to 0
      expect(await claimable(alice.account.address, 4n)).toBe(1n);
      expect(await claimable(alice.account.address, 2n * TOTAL)).toBe(TOTAL / 2n);
      expect(await claimable(alice.account.address, 10n * TOTAL)).toBe(TOTAL); // capped at amountLeft
      await expectRevert(claim(vesting, alice, 3n), "HQMissionVesting_NothingToClaim");

      // Bob's (over-generous) allocation drains the pool; Alice then gets only what is left.
      await at(start + 600n);
      await claim(vesting, bob, TOTAL - parseEther("10"));
      expect(await read(vesting, "amountLeft")).toBe(parseEther("10"));
      const receipt = await claim(vesting, alice, parseEther("100"));
      const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "TokensVested" });
      expect(event!.args.amount).toBe(parseEther("10"));
      expect(await read(vesting, "amountLeft")).toBe(0n);
      expect(await claimable(alice.account.address, parseEther("100"))).toBe(0n);
      await expectRevert(claim(vesting, alice, parseEther("100")), "HQMissionVesting_NothingToClaim");
      // A claimed amount above the unlocked share (a lower allocation signed later) yields 0, not an underflow.
      expect(await claimable(alice.account.address, parseEther("5"))).toBe(0n);
    });

    it("requires funding, the exact fee (to the treasury) and the claim window", async () => {
      const unfunded = await setup({ fund: false });
      const alice = chain.users[0]!;
      await chain.warp(unfunded.start);
      await expectRevert(claim(unfunded.vesting, alice, 100n), "HQMissionVesting_NotFunded");

      const { vesting, start, closesAt } = await setup();
      await at(start);
      await expectRevert(claim(vesting, alice, 100n, { value: 0n }), "HQMissionVesting_WrongFee", [FEE, 0n]);
      await expectRevert(claim(vesting, alice, 100n, { value: FEE + 1n }), "HQMissionVesting_WrongFee", [
        FEE,
        FEE + 1n,
      ]);
      const treasuryBefore = await chain.publicClient.getBalance({ address: chain.treasury.account.address });
      await claim(vesting, alice, 100n);
      expect(await chain.publicClient.getBalance({ address: chain.treasury.account.address })).toBe(
        treasuryBefore + FEE,
      );

      const bob = chain.users[1]!;
      await at(closesAt);
      await claim(vesting, bob, 100n); // the last second of the window
      await chain.warp(closesAt + 1n);
      await expectRevert(claim(vesting, alice, 100n), "HQMissionVesting_ClaimWindowClosed", [closesAt]);
    });

    it("claims without a fee when the fee is 0, and a treasury refusing ETH reverts the claim", async () => {
      const free = await setup({ fee: 0n });
      const alice = chain.users[0]!;
      await at(free.start);
      await claim(free.vesting, alice, 100n, { value: 0n });
      expect(await read(free.vesting, "claimedAmount", [alice.account.address])).toBe(25n);

      const { vesting, start } = await setup();
      // The vesting contract has no receive function: a treasury that cannot take ETH.
      await chain.mined(
        await chain.deployer.writeContract({ address: vesting, abi, functionName: "setTreasury", args: [vesting] }),
      );
      await at(start);
      await expectRevert(claim(vesting, alice, 100n), "HQMissionVesting_PaymentFailed", [getAddress(vesting)]);
    });
  });

  describe("withdrawals", () => {
    const orgWithdraw = async (vesting: Address, by: Wallet = chain.organization) =>
      chain.mined(await by.writeContract({ address: vesting, abi, functionName: "organizationWithdraw" }));
    const hqWithdraw = async (vesting: Address, by: Wallet = chain.deployer) =>
      chain.mined(await by.writeContract({ address: vesting, abi, functionName: "headquartersWithdraw" }));

    it("the organization takes back the unclaimed rest once, only after the users' window", async () => {
      const { vesting, token, start, closesAt } = await setup();
      const alice = chain.users[0]!;
      await at(start + 300n);
      await claim(vesting, alice, parseEther("100")); // 50 claimed
      await expectRevert(orgWithdraw(vesting, alice), "HQMissionVesting_Unauthorized", [alice.account.address]);
      await at(closesAt);
      await expectRevert(orgWithdraw(vesting), "HQMissionVesting_WindowNotOver", [closesAt]);

      await at(closesAt + 1n);
      const receipt = await orgWithdraw(vesting);
      const rest = TOTAL - parseEther("50");
      const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "OrganizationWithdrawal" });
      expect(event!.args).toEqual({ organization: chain.organization.account.address, amount: rest });
      expect(await read(vesting, "orgWithdrawalAmount")).toBe(rest);
      expect(await read(vesting, "organizationWithdrawn")).toBe(true);
      expect(await read(vesting, "amountLeft")).toBe(0n);
      expect(parseEther("50") + 0n + rest).toBe(TOTAL); // claims + amountLeft + orgWithdrawal
      expect(await tokenBalance(token, chain.organization.account.address)).toBe(rest);
      expect(await tokenBalance(token, vesting)).toBe(0n);
      await expectRevert(orgWithdraw(vesting), "HQMissionVesting_AlreadyWithdrawn");
    });

    it("the organization cannot withdraw from an unfunded vesting; a fully claimed one yields 0", async () => {
      const unfunded = await setup({ fund: false });
      await chain.warp(unfunded.closesAt + 1n);
      await expectRevert(orgWithdraw(unfunded.vesting), "HQMissionVesting_NotFunded");

      const { vesting, start, closesAt } = await setup({ schedules: (s) => [{ timestamp: s, bps: 10_000 }] });
      await at(start);
      await claim(vesting, chain.users[0]!, TOTAL);
      await chain.warp(closesAt + 1n);
      const [event] = parseEventLogs({
        abi,
        logs: (await orgWithdraw(vesting)).logs,
        eventName: "OrganizationWithdrawal",
      });
      expect(event!.args.amount).toBe(0n);
      await expectRevert(orgWithdraw(vesting), "HQMissionVesting_AlreadyWithdrawn");
    });

    it("headquarters sweeps the whole balance to the treasury after the organization window; owner only", async () => {
      const { vesting, token, start, orgEnds } = await setup();
      await at(start);
      await claim(vesting, chain.users[0]!, parseEther("100")); // 25 claimed
      // Stray tokens sent straight to the contract are swept too.
      await chain.mint(chain.deployer, token, vesting, 7n);
      await expectRevert(hqWithdraw(vesting, chain.users[0]!), "OwnableUnauthorizedAccount", [
        chain.users[0]!.account.address,
      ]);
      await at(orgEnds);
      await expectRevert(hqWithdraw(vesting), "HQMissionVesting_WindowNotOver", [orgEnds]);

      await at(orgEnds + 1n);
      const receipt = await hqWithdraw(vesting);
      const swept = TOTAL - parseEther("25") + 7n;
      const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "HeadquartersWithdrawal" });
      expect(event!.args).toEqual({ treasury: chain.treasury.account.address, amount: swept });
      expect(await tokenBalance(token, chain.treasury.account.address)).toBe(swept);
      expect(await read(vesting, "amountLeft")).toBe(0n);
      expect(await read(vesting, "headquartersWithdrawn")).toBe(true);
      // After the sweep the organization has nothing to take; a repeated sweep moves what arrived since.
      await expectRevert(orgWithdraw(vesting), "HQMissionVesting_AlreadyWithdrawn");
      const [again] = parseEventLogs({
        abi,
        logs: (await hqWithdraw(vesting)).logs,
        eventName: "HeadquartersWithdrawal",
      });
      expect(again!.args.amount).toBe(0n);
    });

    it("after the organization's withdrawal headquarters sweeps only what remains (nothing)", async () => {
      const { vesting, token, orgEnds } = await setup();
      await chain.warp(orgEnds + 1n);
      await orgWithdraw(vesting);
      expect(await tokenBalance(token, chain.organization.account.address)).toBe(TOTAL);
      const [event] = parseEventLogs({
        abi,
        logs: (await hqWithdraw(vesting)).logs,
        eventName: "HeadquartersWithdrawal",
      });
      expect(event!.args.amount).toBe(0n);
    });
  });

  describe("owner functions", () => {
    it("setFee, setSigner and setTreasury update state, emit events, reject zero and non-owners", async () => {
      const { vesting, start } = await setup();
      const alice = chain.users[0]!;
      const write = async (
        functionName: "setFee" | "setSigner" | "setTreasury",
        arg: unknown,
        by: Wallet = chain.deployer,
      ) => chain.mined(await by.writeContract({ address: vesting, abi, functionName, args: [arg] } as never));
      const logsOf = async (r: ReturnType<typeof write>) => (await r).logs;

      expect(
        parseEventLogs({ abi, logs: await logsOf(write("setFee", 7n)), eventName: "FeeUpdated" })[0]!.args,
      ).toEqual({ previousFee: FEE, newFee: 7n });
      const newSigner = chain.bonusPool.account.address;
      expect(
        parseEventLogs({ abi, logs: await logsOf(write("setSigner", newSigner)), eventName: "SignerUpdated" })[0]!.args,
      ).toEqual({
        previousSigner: chain.signer.account.address,
        newSigner,
      });
      const newTreasury = chain.users[4]!.account.address;
      expect(
        parseEventLogs({ abi, logs: await logsOf(write("setTreasury", newTreasury)), eventName: "TreasuryUpdated" })[0]!
          .args,
      ).toEqual({
        previousTreasury: chain.treasury.account.address,
        newTreasury,
      });
      for (const fn of ["setSigner", "setTreasury"] as const)
        await expectRevert(write(fn, zeroAddress), "HQMissionVesting_ZeroAddress");
      for (const [fn, arg] of [
        ["setFee", 1n],
        ["setSigner", newSigner],
        ["setTreasury", newTreasury],
      ] as const) {
        await expectRevert(write(fn, arg, alice), "OwnableUnauthorizedAccount", [alice.account.address]);
      }

      // The old signer's claims stop working, the new signer's work and the new fee goes to the new treasury.
      await at(start);
      await expectRevert(claim(vesting, alice, 100n, { value: 7n }), "HQMissionVesting_InvalidSignature");
      const before = await chain.publicClient.getBalance({ address: newTreasury });
      await claim(vesting, alice, 100n, {
        value: 7n,
        signature: await claimSig(vesting, alice.account.address, 100n, { by: chain.bonusPool }),
      });
      expect(await chain.publicClient.getBalance({ address: newTreasury })).toBe(before + 7n);
    });
  });
});
