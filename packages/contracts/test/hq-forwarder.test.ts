import { readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { concat, encodeFunctionData, getAddress, parseEther, parseEventLogs, type Address, type Hex } from "viem";
import { hqForwarderAbi } from "../src/generated/HQForwarder";
import { hqMissionNFTAbi, hqMissionNFTBytecode } from "../src/generated/HQMissionNFT";
import { hqMissionVestingAbi, hqMissionVestingBytecode } from "../src/generated/HQMissionVesting";
import { vestingReentrantTokenAbi, vestingReentrantTokenBytecode } from "./generated/VestingReentrantToken";
import { deployForwarder, forwarderDomain, forwardRequestTypes, HQ_FORWARDER } from "../src/forwarder";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "../src/accounts";
import { connect } from "../src/deploy";
import { claimTypes, domainOf, mintPermitTypes } from "../src/typed-data";
import { revertChecker } from "./revert";
import { snapshotEach, useChain, type Wallet } from "./kit";

// Gasless mints and claims: a user signs an EIP-712 ForwardRequest, another account (the platform's relayer) submits
// it to HQForwarder (OpenZeppelin's ERC2771Forwarder) and pays the gas and the value; the mission contracts read the
// signer as the sender. Plus what must not work: tampering, replay, expiry, a forged suffix from anyone but the
// forwarder, and a request signed by one user claiming another's allocation.

const chain = useChain();
const FEE = parseEther("0.001");
const PRICE = parseEther("0.01");
const ALLOCATION = parseEther("100");
const expectForwarderRevert = revertChecker(hqForwarderAbi);
const expectVestingRevert = revertChecker(hqMissionVestingAbi);

let relayer: Wallet;
let user: Wallet;
let other: Wallet;

beforeAll(async () => {
  [user, other] = chain.users as [Wallet, Wallet];
  relayer = chain.wallets[LOCAL_ROLES.lastUser] as Wallet;
  await deployForwarder(await connect(chain.anvil.url, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]));
});

type Request = { from: Address; to: Address; value: bigint; gas: bigint; deadline: number; data: Hex };

/** The user's claim of ALLOCATION from `vesting` as a signed forwarder request (the fee attached, 300,000 gas). */
async function signedClaim(vesting: Address, deadline?: number) {
  const data = encodeFunctionData({
    abi: hqMissionVestingAbi,
    functionName: "vesting",
    args: [ALLOCATION, await claimSignature(vesting, user.account.address)],
  });
  return signed(user, { to: vesting, value: FEE, gas: 300_000n, data, deadline });
}

async function signed(by: Wallet, req: Omit<Request, "from" | "deadline"> & { deadline?: number }) {
  const nonce = await chain.publicClient.readContract({
    address: HQ_FORWARDER,
    abi: hqForwarderAbi,
    functionName: "nonces",
    args: [by.account.address],
  });
  const deadline = req.deadline ?? Number((await chain.blockTimestamp()) + 3600n);
  const message = { ...req, from: by.account.address, deadline, nonce };
  const signature = await by.signTypedData({
    domain: forwarderDomain(chain.publicClient.chain.id),
    types: forwardRequestTypes,
    primaryType: "ForwardRequest",
    message,
  });
  return { from: message.from, to: req.to, value: req.value, gas: req.gas, deadline, data: req.data, signature };
}

async function relay(request: Awaited<ReturnType<typeof signed>>, value = request.value) {
  const hash = await relayer.writeContract({
    address: HQ_FORWARDER,
    abi: hqForwarderAbi,
    functionName: "execute",
    args: [request],
    value,
  });
  return chain.mined(hash);
}

async function deployNft(price: bigint) {
  const now = await chain.blockTimestamp();
  const payee = chain.organization.account.address;
  const config = { startTime: now, endTime: 0n, maxSupply: 100, maxPerWallet: 0, payee, price };
  const signer = chain.signer.account.address;
  const owner = chain.deployer.account.address;
  const args = ["Mission", "MSN", "ipfs://base/", config, FEE, signer, chain.treasury.account.address, owner];
  return chain.deploy(chain.deployer, { abi: hqMissionNFTAbi, bytecode: hqMissionNFTBytecode }, args);
}

const permit = (nft: Address, wallet: Address) =>
  chain.signer.signTypedData({
    domain: domainOf("missionNft", chain.publicClient.chain.id, nft),
    types: mintPermitTypes,
    primaryType: "MintPermit",
    message: { wallet },
  });

async function deployVesting() {
  const now = await chain.blockTimestamp();
  const tokenArtifact = { abi: vestingReentrantTokenAbi, bytecode: vestingReentrantTokenBytecode };
  const token = await chain.deploy(chain.deployer, tokenArtifact);
  const settings = {
    windowPeriodUser: 1000n,
    windowPeriodOrg: 1000n,
    fee: FEE,
    signer: chain.signer.account.address,
    treasury: chain.treasury.account.address,
    initialOwner: chain.deployer.account.address,
  };
  const total = ALLOCATION * 2n;
  const org = chain.organization;
  const schedule = [{ timestamp: now, bps: 10_000 }];
  const args = [token, org.account.address, now, now + 100n, total, schedule, settings];
  const artifact = { abi: hqMissionVestingAbi, bytecode: hqMissionVestingBytecode };
  const vesting = await chain.deploy(chain.deployer, artifact, args);
  type Abi = typeof vestingReentrantTokenAbi | typeof hqMissionVestingAbi;
  const write = async (address: Address, abi: Abi, fn: string, a: unknown[]) =>
    chain.mined(await org.writeContract({ address, abi, functionName: fn, args: a } as never));
  await write(token, vestingReentrantTokenAbi, "mint", [org.account.address, total]);
  await write(token, vestingReentrantTokenAbi, "approve", [vesting, total]);
  await write(vesting, hqMissionVestingAbi, "fund", []);
  return { vesting, token };
}

const claimSignature = (vesting: Address, who: Address) =>
  chain.signer.signTypedData({
    domain: domainOf("missionVesting", chain.publicClient.chain.id, vesting),
    types: claimTypes,
    primaryType: "Claim",
    message: { user: who, allocation: ALLOCATION },
  });

const tokenBalance = (token: Address, who: Address) =>
  chain.publicClient.readContract({
    address: token,
    abi: vestingReentrantTokenAbi,
    functionName: "balanceOf",
    args: [who],
  });
const balance = (who: Address) => chain.publicClient.getBalance({ address: who });

describe("HQForwarder", () => {
  snapshotEach(chain, { beforeEach, afterEach });

  it("sits at the address the mission contracts trust, deployed once through the deterministic proxy", async () => {
    const source = readFileSync(new URL("../contracts/HQTrustedForwarder.sol", import.meta.url), "utf8");
    const constant = /HQ_TRUSTED_FORWARDER = (0x[0-9a-fA-F]{40});/.exec(source)?.[1];
    expect(constant && getAddress(constant)).toBe(HQ_FORWARDER);
    // A second run finds it there and sends nothing.
    const before = await chain.publicClient.getTransactionCount({ address: chain.deployer.account.address });
    const deployer = await connect(chain.anvil.url, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]);
    expect(await deployForwarder(deployer)).toBe(HQ_FORWARDER);
    expect(await chain.publicClient.getTransactionCount({ address: chain.deployer.account.address })).toBe(before);
    const nft = await deployNft(0n);
    const { vesting } = await deployVesting();
    for (const [address, abi] of [
      [nft, hqMissionNFTAbi],
      [vesting, hqMissionVestingAbi],
    ] as const) {
      const read = (functionName: "trustedForwarder" | "isTrustedForwarder", args: readonly unknown[] = []) =>
        chain.publicClient.readContract({ address, abi, functionName, args } as never);
      expect(await read("trustedForwarder")).toBe(HQ_FORWARDER);
      expect(await read("isTrustedForwarder", [relayer.account.address])).toBe(false);
    }
  });

  it("relays a mint: the NFT reaches the signer, who pays nothing; the relayer pays gas and value", async () => {
    const nft = await deployNft(PRICE);
    const wallet = user.account.address;
    const args = [2n, wallet, await permit(nft, wallet)] as const;
    const data = encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "mintNFTs", args });
    const request = await signed(user, { to: nft, value: 2n * PRICE + FEE, gas: 300_000n, data });
    const [userBefore, relayerBefore, treasuryBefore] = await Promise.all([
      balance(wallet),
      balance(relayer.account.address),
      balance(chain.treasury.account.address),
    ]);
    const receipt = await relay(request);
    expect(await balance(wallet)).toBe(userBefore);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await balance(relayer.account.address)).toBe(relayerBefore - gas - request.value);
    expect(await balance(chain.treasury.account.address)).toBe(treasuryBefore + FEE);
    const read = (functionName: string, args: readonly unknown[]) =>
      chain.publicClient.readContract({ address: nft, abi: hqMissionNFTAbi, functionName, args } as never);
    expect(await read("balanceOf", [wallet])).toBe(2n);
    expect(await read("mintedBy", [wallet])).toBe(2n);
    // The event names the signer as the one who asked, not the forwarder nor the relayer.
    const [minted] = parseEventLogs({ abi: hqMissionNFTAbi, logs: receipt.logs, eventName: "NFTsMinted" });
    expect(minted!.args).toMatchObject({ wallet, payer: wallet, count: 2n });
    const [executed] = parseEventLogs({ abi: hqForwarderAbi, logs: receipt.logs, eventName: "ExecutedForwardRequest" });
    expect(executed!.args).toEqual({ signer: wallet, nonce: 0n, success: true });
  });

  it("lets the holder move a token through the forwarder (ERC721A sees the signer)", async () => {
    const nft = await deployNft(0n);
    const wallet = user.account.address;
    const args = [1n, wallet, await permit(nft, wallet)] as const;
    const mintData = encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "mintNFTs", args });
    await relay(await signed(user, { to: nft, value: FEE, gas: 300_000n, data: mintData }));
    const data = encodeFunctionData({
      abi: hqMissionNFTAbi,
      functionName: "transferFrom",
      args: [wallet, other.account.address, 1n],
    });
    await relay(await signed(user, { to: nft, value: 0n, gas: 200_000n, data }));
    const owner = await chain.publicClient.readContract({
      address: nft,
      abi: hqMissionNFTAbi,
      functionName: "ownerOf",
      args: [1n],
    });
    expect(owner).toBe(other.account.address);
  });

  it("relays a claim: the signer's allocation goes to the signer, the relayer pays the fee and the gas", async () => {
    const { vesting, token } = await deployVesting();
    const wallet = user.account.address;
    const request = await signedClaim(vesting);
    const userBefore = await balance(wallet);
    const receipt = await relay(request);
    expect(await tokenBalance(token, wallet)).toBe(ALLOCATION);
    expect(await tokenBalance(token, relayer.account.address)).toBe(0n);
    expect(await balance(wallet)).toBe(userBefore);
    const claimed = await chain.publicClient.readContract({
      address: vesting,
      abi: hqMissionVestingAbi,
      functionName: "claimedAmount",
      args: [wallet],
    });
    expect(claimed).toBe(ALLOCATION);
    const [vested] = parseEventLogs({ abi: hqMissionVestingAbi, logs: receipt.logs, eventName: "TokensVested" });
    expect(vested!.args).toMatchObject({ user: wallet, amount: ALLOCATION });
  });

  it("refuses a tampered, replayed, expired or underpaid request", async () => {
    const { vesting } = await deployVesting();
    const request = await signedClaim(vesting);
    // Another gas limit than the one signed: the signature no longer matches the signer.
    await expectForwarderRevert(relay({ ...request, gas: 1_000_000n }), "ERC2771ForwarderInvalidSigner");
    await expectForwarderRevert(relay(request, 0n), "ERC2771ForwarderMismatchedValue", [FEE, 0n]);
    await relay(request);
    // The nonce is spent: the same signed request cannot run twice.
    await expectForwarderRevert(relay(request), "ERC2771ForwarderInvalidSigner");
    const now = await chain.blockTimestamp();
    const late = await signedClaim(vesting, Number(now - 1n));
    await expectForwarderRevert(relay(late), "ERC2771ForwarderExpiredRequest", [Number(now - 1n)]);
  });

  it("never lets one account claim as another: by a request it signs, or by a forged suffix", async () => {
    const { vesting, token } = await deployVesting();
    const victim = user.account.address;
    const victimsClaim = await claimSignature(vesting, victim);
    const args = [ALLOCATION, victimsClaim] as const;
    const data = encodeFunctionData({ abi: hqMissionVestingAbi, functionName: "vesting", args });
    // Signed by another account: the contract checks the claim against that signer, not the victim.
    const stolen = await signed(other, { to: vesting, value: FEE, gas: 300_000n, data });
    await expectForwarderRevert(relay(stolen), "FailedCall");
    // What the forwarder sends for it (the signer appended), run as the forwarder would: the contract's own refusal.
    await expectVestingRevert(
      chain.publicClient.call({
        account: HQ_FORWARDER,
        to: vesting,
        data: concat([data, other.account.address]),
        value: FEE,
        stateOverride: [{ address: HQ_FORWARDER, balance: FEE }],
      }),
      "HQMissionVesting_InvalidSignature",
    );
    // Appending the victim's address is only believed from the forwarder: sent directly, it is the sender's call.
    const forged = other.sendTransaction({ to: vesting, data: concat([data, victim]), value: FEE });
    await expectVestingRevert(forged, "HQMissionVesting_InvalidSignature");
    expect(await tokenBalance(token, victim)).toBe(0n);
    expect(await tokenBalance(token, other.account.address)).toBe(0n);
  });
});
