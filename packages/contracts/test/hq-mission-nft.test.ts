import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeErrorResult, getAddress, parseEther, parseEventLogs, zeroAddress, type Address, type Hex } from "viem";
import { hqMissionNFTAbi, hqMissionNFTBytecode } from "../src/generated/HQMissionNFT";
import { missionNftReentrantPayeeAbi, missionNftReentrantPayeeBytecode } from "./generated/MissionNftReentrantPayee";
import { domainOf, mintPermitTypes } from "../src/typed-data";
import { revertChecker } from "./revert";
import { snapshotEach, useChain, type Wallet } from "./kit";

const chain = useChain();
const PRICE = parseEther("0.01");
const FEE = parseEther("0.001");
const abi = hqMissionNFTAbi;

type Config = {
  startTime: bigint;
  endTime: bigint;
  maxSupply: number;
  maxPerWallet: number;
  payee: Address;
  price: bigint;
};

// Each test deploys its own collection with times relative to the current block, so tests
// do not depend on where earlier tests left the clock.
async function deployNft(overrides: Partial<Config> = {}, fee = FEE) {
  const now = await chain.blockTimestamp();
  const config: Config = {
    startTime: now,
    endTime: now + 3600n,
    maxSupply: 10,
    maxPerWallet: 3,
    payee: chain.organization.account.address,
    price: PRICE,
    ...overrides,
  };
  const args = [
    "Mission",
    "MSN",
    "ipfs://base/",
    config,
    fee,
    chain.signer.account.address,
    chain.treasury.account.address,
    chain.deployer.account.address,
  ] as const;
  const address = await chain.deploy(chain.deployer, { abi, bytecode: hqMissionNFTBytecode }, args);
  return { address, config, fee };
}

function permit(
  nft: Address,
  wallet: Address,
  opts: { chainId?: number; verifyingContract?: Address; by?: Wallet } = {},
) {
  return (opts.by ?? chain.signer).signTypedData({
    domain: domainOf("missionNft", opts.chainId ?? chain.publicClient.chain.id, opts.verifyingContract ?? nft),
    types: mintPermitTypes,
    primaryType: "MintPermit",
    message: { wallet },
  });
}

async function mint(nft: Address, payer: Wallet, count: bigint, wallet: Address, signature: Hex, value: bigint) {
  return chain.mined(
    await payer.writeContract({ address: nft, abi, functionName: "mintNFTs", args: [count, wallet, signature], value }),
  );
}

const expectRevert = revertChecker(abi);

const read = <T>(nft: Address, functionName: string, args: readonly unknown[] = []) =>
  chain.publicClient.readContract({ address: nft, abi, functionName, args } as never) as Promise<T>;
const balance = (address: Address) => chain.publicClient.getBalance({ address });

describe("HQMissionNFT", () => {
  snapshotEach(chain, { beforeEach, afterEach });

  describe("deployment", () => {
    it("stores the config (price is the sixth element), fee, signer, treasury and owner", async () => {
      const { address, config } = await deployNft();
      const tuple = await read<readonly unknown[]>(address, "mintConfig");
      expect(tuple).toEqual([config.startTime, config.endTime, 10, 3, config.payee, PRICE]);
      expect(tuple[5]).toBe(PRICE);
      expect(await read(address, "maxSupply")).toBe(10n);
      expect(await read(address, "fee")).toBe(FEE);
      expect(await read(address, "signer")).toBe(chain.signer.account.address);
      expect(await read(address, "treasury")).toBe(chain.treasury.account.address);
      expect(await read(address, "owner")).toBe(chain.deployer.account.address);
      expect(await read(address, "MAX_PER_MINT")).toBe(99n);
      expect(await read(address, "totalSupply")).toBe(0n);
      expect(await read(address, "name")).toBe("Mission");
    });

    it("rejects a zero payee and an invalid config", async () => {
      await expectRevert(deployNft({ payee: zeroAddress }), "HQMissionNFT_ZeroAddress");
      await expectRevert(deployNft({ maxSupply: 0 }), "HQMissionNFT_InvalidConfig");
      const now = await chain.blockTimestamp();
      await expectRevert(deployNft({ startTime: now + 10n, endTime: now + 5n }), "HQMissionNFT_InvalidConfig");
    });
  });

  describe("mintNFTs", () => {
    it("mints consecutive ids from 1 to the wallet, emits NFTsMinted and pays payee and treasury", async () => {
      const { address } = await deployNft();
      const [alice, bob] = chain.users as [Wallet, Wallet];
      const payeeBefore = await balance(chain.organization.account.address);
      const treasuryBefore = await balance(chain.treasury.account.address);
      // One permit for Alice's wallet serves every mint to it, whoever pays.
      const sig = await permit(address, alice.account.address);
      const receipt = await mint(address, alice, 2n, alice.account.address, sig, 2n * PRICE + FEE);
      const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "NFTsMinted" });
      expect(event!.args).toEqual({
        wallet: alice.account.address,
        payer: alice.account.address,
        count: 2n,
        firstTokenId: 1n,
        price: PRICE,
        fee: FEE,
      });
      for (const id of [1n, 2n]) expect(await read(address, "ownerOf", [id])).toBe(alice.account.address);
      expect(await read(address, "tokenURI", [1n])).toBe("ipfs://base/1");
      expect(await balance(chain.organization.account.address)).toBe(payeeBefore + 2n * PRICE);
      expect(await balance(chain.treasury.account.address)).toBe(treasuryBefore + FEE);
      expect(await balance(address)).toBe(0n);

      // Bob pays for Alice's wallet: tokens go to the permitted wallet, the payer is recorded.
      const bobBefore = await balance(bob.account.address);
      const second = await mint(address, bob, 1n, alice.account.address, sig, PRICE + FEE);
      const [e2] = parseEventLogs({ abi, logs: second.logs, eventName: "NFTsMinted" });
      expect(e2!.args).toMatchObject({
        wallet: alice.account.address,
        payer: bob.account.address,
        count: 1n,
        firstTokenId: 3n,
      });
      expect(await read(address, "ownerOf", [3n])).toBe(alice.account.address);
      expect(await read(address, "mintedBy", [alice.account.address])).toBe(3n);
      expect(await read(address, "mintedBy", [bob.account.address])).toBe(0n);
      expect(await read(address, "totalSupply")).toBe(3n);
      expect(bobBefore - (await balance(bob.account.address))).toBe(
        PRICE + FEE + second.gasUsed * second.effectiveGasPrice,
      );
    });

    it("mints for free when price and fee are zero (no transfers)", async () => {
      const { address } = await deployNft({ price: 0n }, 0n);
      const alice = chain.users[0]!;
      const payeeBefore = await balance(chain.organization.account.address);
      await mint(address, alice, 1n, alice.account.address, await permit(address, alice.account.address), 0n);
      expect(await read(address, "totalSupply")).toBe(1n);
      expect(await balance(chain.organization.account.address)).toBe(payeeBefore);
    });

    it("accepts 1 to 99 tokens a mint and rejects 0 and 100", async () => {
      const { address } = await deployNft({ maxSupply: 500, maxPerWallet: 0, price: 1n }, 0n);
      const alice = chain.users[0]!;
      const sig = await permit(address, alice.account.address);
      for (const count of [0n, 100n]) {
        await expectRevert(
          mint(address, alice, count, alice.account.address, sig, count),
          "HQMissionNFT_InvalidCount",
          [count],
        );
      }
      const receipt = await mint(address, alice, 99n, alice.account.address, sig, 99n);
      expect(await read(address, "ownerOf", [99n])).toBe(alice.account.address);
      expect(receipt.gasUsed).toBeLessThan(400_000n);
    });

    it("rejects a mint past maxSupply with the remaining supply", async () => {
      const { address } = await deployNft({ maxSupply: 5, maxPerWallet: 0 });
      const [alice, bob] = chain.users as [Wallet, Wallet];
      await mint(
        address,
        alice,
        3n,
        alice.account.address,
        await permit(address, alice.account.address),
        3n * PRICE + FEE,
      );
      const sig = await permit(address, bob.account.address);
      await expectRevert(
        mint(address, bob, 3n, bob.account.address, sig, 3n * PRICE + FEE),
        "HQMissionNFT_MaxSupplyExceeded",
        [3n, 2n],
      );
      await mint(address, bob, 2n, bob.account.address, sig, 2n * PRICE + FEE);
      expect(await read(address, "totalSupply")).toBe(5n);
      await expectRevert(
        mint(address, bob, 1n, bob.account.address, sig, PRICE + FEE),
        "HQMissionNFT_MaxSupplyExceeded",
        [1n, 0n],
      );
    });

    it("enforces maxPerWallet across mints and payers; 0 means no limit", async () => {
      const { address } = await deployNft({ maxPerWallet: 3 });
      const [alice, bob] = chain.users as [Wallet, Wallet];
      const sig = await permit(address, alice.account.address);
      await mint(address, alice, 2n, alice.account.address, sig, 2n * PRICE + FEE);
      await expectRevert(
        mint(address, bob, 2n, alice.account.address, sig, 2n * PRICE + FEE),
        "HQMissionNFT_WalletLimitExceeded",
        [2n, 1n],
      );
      await mint(address, bob, 1n, alice.account.address, sig, PRICE + FEE);
      await expectRevert(
        mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE),
        "HQMissionNFT_WalletLimitExceeded",
        [1n, 0n],
      );

      const unlimited = await deployNft({ maxPerWallet: 0, maxSupply: 50, price: 0n }, 0n);
      const sig2 = await permit(unlimited.address, alice.account.address);
      for (let i = 0; i < 3; i++) await mint(unlimited.address, alice, 10n, alice.account.address, sig2, 0n);
      expect(await read(unlimited.address, "mintedBy", [alice.account.address])).toBe(30n);
    });

    it("requires the exact payment: count * price + fee", async () => {
      const { address } = await deployNft();
      const alice = chain.users[0]!;
      const sig = await permit(address, alice.account.address);
      const expected = 2n * PRICE + FEE;
      await expectRevert(
        mint(address, alice, 2n, alice.account.address, sig, expected - 1n),
        "HQMissionNFT_WrongPayment",
        [expected, expected - 1n],
      );
      await expectRevert(
        mint(address, alice, 2n, alice.account.address, sig, expected + 1n),
        "HQMissionNFT_WrongPayment",
        [expected, expected + 1n],
      );
      await expectRevert(mint(address, alice, 2n, alice.account.address, sig, 2n * PRICE), "HQMissionNFT_WrongPayment");
      await mint(address, alice, 2n, alice.account.address, sig, expected);
    });

    it("opens at startTime and closes after endTime (both inclusive); endTime 0 never closes", async () => {
      const now = await chain.blockTimestamp();
      const { address, config } = await deployNft({ startTime: now + 1000n, endTime: now + 2000n });
      const alice = chain.users[0]!;
      const sig = await permit(address, alice.account.address);
      await expectRevert(mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE), "HQMissionNFT_NotStarted", [
        config.startTime,
      ]);
      await chain.test.setNextBlockTimestamp({ timestamp: config.startTime });
      await mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE);
      await chain.test.setNextBlockTimestamp({ timestamp: config.endTime });
      await mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE);
      await chain.warp(config.endTime + 1n);
      await expectRevert(mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE), "HQMissionNFT_Ended", [
        config.endTime,
      ]);

      const open = await deployNft({ endTime: 0n });
      await chain.warp((await chain.blockTimestamp()) + 10n * 365n * 86400n);
      await mint(
        open.address,
        alice,
        1n,
        alice.account.address,
        await permit(open.address, alice.account.address),
        PRICE + FEE,
      );
    });

    it("fuzz: any count, price and fee split exactly between payee and treasury; one wei off is refused", async () => {
      const alice = chain.users[0]!;
      await fc.assert(
        fc.asyncProperty(
          fc.bigInt({ min: 1n, max: 99n }),
          fc.bigInt({ min: 0n, max: 10n ** 18n }),
          fc.bigInt({ min: 0n, max: 10n ** 17n }),
          async (count, price, fee) => {
            const { address } = await deployNft({ price, maxSupply: 99, maxPerWallet: 0 }, fee);
            const sig = await permit(address, alice.account.address);
            const expected = count * price + fee;
            await expectRevert(
              mint(address, alice, count, alice.account.address, sig, expected + 1n),
              "HQMissionNFT_WrongPayment",
            );
            if (expected > 0n) {
              await expectRevert(
                mint(address, alice, count, alice.account.address, sig, expected - 1n),
                "HQMissionNFT_WrongPayment",
              );
            }
            const payee = await balance(chain.organization.account.address);
            const treasury = await balance(chain.treasury.account.address);
            await mint(address, alice, count, alice.account.address, sig, expected);
            expect(await balance(chain.organization.account.address)).toBe(payee + count * price);
            expect(await balance(chain.treasury.account.address)).toBe(treasury + fee);
            expect(await read(address, "totalSupply")).toBe(count);
          },
        ),
        { numRuns: 20 },
      );
    });
  });

  describe("permit signature", () => {
    it("rejects a permit from a non-signer, for another wallet, another chain id or another contract", async () => {
      const { address } = await deployNft();
      const other = await deployNft();
      const [alice, bob] = chain.users as [Wallet, Wallet];
      const wallet = alice.account.address;
      const value = PRICE + FEE;
      const forged = [
        await permit(address, wallet, { by: alice }),
        await permit(address, bob.account.address),
        await permit(address, wallet, { chainId: 1 }),
        await permit(address, wallet, { verifyingContract: other.address }),
        "0x1234" as Hex,
        `0x${"00".repeat(65)}` as Hex,
      ];
      for (const signature of forged)
        await expectRevert(mint(address, alice, 1n, wallet, signature, value), "HQMissionNFT_InvalidSignature", []);
      expect(await read(address, "totalSupply")).toBe(0n);
    });

    it("reuses a permit for the same wallet (limits come from maxPerWallet) but never for another wallet", async () => {
      const { address } = await deployNft({ maxPerWallet: 2 });
      const [alice, bob] = chain.users as [Wallet, Wallet];
      const sig = await permit(address, alice.account.address);
      await mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE);
      await mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE);
      await expectRevert(
        mint(address, alice, 1n, alice.account.address, sig, PRICE + FEE),
        "HQMissionNFT_WalletLimitExceeded",
        [1n, 0n],
      );
      await expectRevert(
        mint(address, bob, 1n, bob.account.address, sig, PRICE + FEE),
        "HQMissionNFT_InvalidSignature",
      );
    });
  });

  describe("payments", () => {
    /**
     * A collection paying a contract that, armed with Alice's permit, mints again when paid; with `swallow` it records
     * the re-entry's revert and accepts the payment instead of failing it.
     */
    async function deployWithArmedPayee(swallow: boolean) {
      const payee = await chain.deploy(chain.deployer, {
        abi: missionNftReentrantPayeeAbi,
        bytecode: missionNftReentrantPayeeBytecode,
      });
      const nft = (await deployNft({ payee, maxPerWallet: 0 })).address;
      const alice = chain.users[0]!;
      const sig = await permit(nft, alice.account.address);
      await chain.mined(
        await alice.writeContract({
          address: payee,
          abi: missionNftReentrantPayeeAbi,
          functionName: "arm",
          args: [nft, alice.account.address, sig, swallow],
        }),
      );
      return { payee, nft, alice, sig };
    }
    const payeeRead = <T>(payee: Address, functionName: string) =>
      chain.publicClient.readContract({
        address: payee,
        abi: missionNftReentrantPayeeAbi,
        functionName,
      } as never) as Promise<T>;

    it("a payee that re-enters mintNFTs makes the mint revert", async () => {
      const { payee, nft, alice, sig } = await deployWithArmedPayee(false);
      await expectRevert(mint(nft, alice, 1n, alice.account.address, sig, PRICE + FEE), "HQMissionNFT_PaymentFailed", [
        getAddress(payee),
      ]);
      expect(await read(nft, "totalSupply")).toBe(0n);
    });

    it("the guard itself stops the re-entry (ReentrancyGuardReentrantCall) and mints nothing extra", async () => {
      const { payee, nft, alice, sig } = await deployWithArmedPayee(true);
      await mint(nft, alice, 2n, alice.account.address, sig, 2n * PRICE + FEE);
      expect(await payeeRead(payee, "reentered")).toBe(false);
      const data = await payeeRead<Hex>(payee, "lastRevertData");
      expect(decodeErrorResult({ abi, data }).errorName).toBe("ReentrancyGuardReentrantCall");
      expect(await read(nft, "totalSupply")).toBe(2n);
      expect(await balance(payee)).toBe(2n * PRICE);
    });

    it("a treasury that refuses ETH makes the mint revert with PaymentFailed(treasury)", async () => {
      const { address } = await deployNft();
      const alice = chain.users[0]!;
      // The NFT contract has no receive function: a treasury that cannot take ETH.
      await chain.mined(
        await chain.deployer.writeContract({ address, abi, functionName: "setTreasury", args: [address] }),
      );
      await expectRevert(
        mint(address, alice, 1n, alice.account.address, await permit(address, alice.account.address), PRICE + FEE),
        "HQMissionNFT_PaymentFailed",
        [getAddress(address)],
      );
    });
  });

  describe("owner functions", () => {
    it("setFee, setSigner, setTreasury and setBaseURI update state and emit their events", async () => {
      const { address } = await deployNft({ maxPerWallet: 0 });
      const alice = chain.users[0]!;
      const newSigner = chain.bonusPool;
      const write = async (functionName: "setFee" | "setSigner" | "setTreasury" | "setBaseURI", arg: unknown) =>
        chain.mined(await chain.deployer.writeContract({ address, abi, functionName, args: [arg] } as never));

      let logs = parseEventLogs({ abi, logs: (await write("setFee", 5n)).logs, eventName: "FeeUpdated" });
      expect(logs[0]!.args).toEqual({ previousFee: FEE, newFee: 5n });
      logs = parseEventLogs({
        abi,
        logs: (await write("setSigner", newSigner.account.address)).logs,
        eventName: "SignerUpdated",
      }) as never;
      expect(logs[0]!.args).toEqual({
        previousSigner: chain.signer.account.address,
        newSigner: newSigner.account.address,
      });
      logs = parseEventLogs({
        abi,
        logs: (await write("setTreasury", chain.users[4]!.account.address)).logs,
        eventName: "TreasuryUpdated",
      }) as never;
      expect(logs[0]!.args).toEqual({
        previousTreasury: chain.treasury.account.address,
        newTreasury: chain.users[4]!.account.address,
      });

      // The old signer's permits stop working; the new signer's work; the fee goes to the new treasury.
      await expectRevert(
        mint(address, alice, 1n, alice.account.address, await permit(address, alice.account.address), PRICE + 5n),
        "HQMissionNFT_InvalidSignature",
      );
      const treasuryBefore = await balance(chain.users[4]!.account.address);
      await mint(
        address,
        alice,
        1n,
        alice.account.address,
        await permit(address, alice.account.address, { by: newSigner }),
        PRICE + 5n,
      );
      expect(await balance(chain.users[4]!.account.address)).toBe(treasuryBefore + 5n);

      await write("setBaseURI", "https://meta.example/");
      expect(await read(address, "tokenURI", [1n])).toBe("https://meta.example/1");
    });

    it("rejects zero addresses and callers other than the owner; ownership moves in two steps", async () => {
      const { address } = await deployNft();
      const [alice, bob] = chain.users as [Wallet, Wallet];
      for (const functionName of ["setSigner", "setTreasury"] as const) {
        await expectRevert(
          chain.deployer.writeContract({ address, abi, functionName, args: [zeroAddress] }),
          "HQMissionNFT_ZeroAddress",
        );
        await expectRevert(
          alice.writeContract({ address, abi, functionName, args: [alice.account.address] }),
          "OwnableUnauthorizedAccount",
          [alice.account.address],
        );
      }
      await expectRevert(
        alice.writeContract({ address, abi, functionName: "setFee", args: [0n] }),
        "OwnableUnauthorizedAccount",
      );
      await expectRevert(
        alice.writeContract({ address, abi, functionName: "setBaseURI", args: ["x"] }),
        "OwnableUnauthorizedAccount",
      );

      await chain.mined(
        await chain.deployer.writeContract({
          address,
          abi,
          functionName: "transferOwnership",
          args: [bob.account.address],
        }),
      );
      expect(await read(address, "owner")).toBe(chain.deployer.account.address);
      await expectRevert(
        alice.writeContract({ address, abi, functionName: "acceptOwnership" }),
        "OwnableUnauthorizedAccount",
      );
      await chain.mined(await bob.writeContract({ address, abi, functionName: "acceptOwnership" }));
      expect(await read(address, "owner")).toBe(bob.account.address);
      await chain.mined(await bob.writeContract({ address, abi, functionName: "setFee", args: [1n] }));
      expect(await read(address, "fee")).toBe(1n);
    });
  });
});
