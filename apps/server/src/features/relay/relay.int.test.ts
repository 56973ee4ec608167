import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { encodeFunctionData, erc20Abi, parseEther, parseEventLogs, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { hqMissionNFTAbi, hqMissionNFTBytecode } from "@questhq/contracts/generated/HQMissionNFT";
import { hqMissionVestingAbi, hqMissionVestingBytecode } from "@questhq/contracts/generated/HQMissionVesting";
import { hqForwarderAbi } from "@questhq/contracts/generated/HQForwarder";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import { connect } from "@questhq/contracts/deploy";
import { forwarderDomain, forwardRequestTypes, HQ_FORWARDER } from "@questhq/contracts/forwarder";
import { GASLESS_MESSAGES, GASLESS_TRANSACTIONS_PER_DAY, type GaslessStatus } from "@questhq/core";
import { missionParticipant, relayedTransaction, reward } from "../../db/schema/index";
import { signInWithWallet, type Client, type TestApp } from "../../test/harness";
import { createChainApp, withChainApp, type ChainTestEnv } from "../../test/chain-kit";
import { createCast, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, depositHq, userIdOf } from "../../test/participation-kit";

// Gasless mints and claims on a real chain (anvil, the platform deployed with its forwarder): fresh wallets that
// hold no ether at all sign ForwardRequests, the server checks and relays them from its relayer, and the NFT or the
// tokens arrive. Then every refusal the relay owes: no stake, no budget (also under concurrency), not our contract,
// not a mint or claim, a priced mint, a wrong value, too much gas, another wallet, an expired or forged request,
// and a call the chain would refuse.

let chain: ChainTestEnv;
let t: TestApp;
let cast: Cast;
const CHAIN = 31337;
const FEE = 990_000_000_000_000n;
const ALLOCATION = parseEther("50");

let freeNft: Address;
let pricedNft: Address;
let vesting: Address;
let token: Address;

// The per-client relay limit has its own test below; here one client plays every user.
withChainApp(
  async (s) => {
    ({ chain, t } = s);
    cast = await createCast(t);
    const deployer = await connect(chain.anvil.url, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]);
    const { signer, treasury } = chain.deployment.roles;
    const owner = deployer.wallet.account.address;
    const now = (await chain.publicClient.getBlock()).timestamp;
    const nftArtifact = { abi: hqMissionNFTAbi, bytecode: hqMissionNFTBytecode };
    // Two per wallet, so a third is a refusal the contract makes.
    const nft = async (name: string, price: bigint) => {
      const config = { startTime: 0n, endTime: 0n, maxSupply: 1000, maxPerWallet: 2, payee: owner, price };
      const args = [name, name, "ipfs://nft/", config, FEE, signer, treasury, owner];
      return (await deployer.deploy(name, nftArtifact, args)).address;
    };
    freeNft = await nft("Free", 0n);
    pricedNft = await nft("Paid", 1n);
    token = chain.deployment.contracts.HQToken;
    const total = ALLOCATION * 10n;
    const day = 86_400n;
    const settings = { windowPeriodUser: day, windowPeriodOrg: day, fee: FEE, signer, treasury, initialOwner: owner };
    const schedule = [{ timestamp: now - 100n, bps: 10_000 }];
    const vestingArgs = [token, owner, now - 100n, now + day, total, schedule, settings];
    const vestingArtifact = { abi: hqMissionVestingAbi, bytecode: hqMissionVestingBytecode };
    vesting = (await deployer.deploy("vesting", vestingArtifact, vestingArgs)).address;
    const approve = { address: token, abi: erc20Abi, functionName: "approve", args: [vesting, total] } as const;
    await deployer.mined(await deployer.wallet.writeContract(approve));
    const fund = { address: vesting, abi: hqMissionVestingAbi, functionName: "fund" } as const;
    await deployer.mined(await deployer.wallet.writeContract(fund));
  },
  { VERIFY_POLL_MS: "0", RELAY_RATE_LIMIT_MAX: "1000" },
);

const db = () => t.app.database.db;
type Player = { c: Client; account: PrivateKeyAccount; id: string };

/** A new account signed in with a brand-new wallet: no ether, no history. */
async function player(stakeHq: number): Promise<Player> {
  const { client, account } = await signInWithWallet(t, privateKeyToAccount(generatePrivateKey()));
  const id = await userIdOf(client);
  if (stakeHq > 0) await depositHq(t, id, stakeHq);
  return { c: client, account, id };
}

/** A live mission whose reward is `contract`, the player's objectives done (and won, for a token reward). */
async function rewardFor(p: Player, kind: "nft_mint" | "token", contract: Address) {
  const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
  const contractAddress = contract.toLowerCase();
  const values = { kind, blockchainChainId: CHAIN, contractAddress, tokenAllocation: ALLOCATION };
  await db().update(reward).set(values).where(eq(reward.missionId, mission.id));
  await completeAll(
    p.c,
    mission.id,
    objectives.map((o) => o.id),
  );
  if (kind === "token") {
    const mine = and(eq(missionParticipant.missionId, mission.id), eq(missionParticipant.userId, p.id));
    await db().update(missionParticipant).set({ status: "Selected" }).where(mine);
  }
  const signed = await p.c.get(`/api/v1/missions/${mission.id}/signature`);
  expect(signed.statusCode, signed.body).toBe(200);
  return signed.json().data.signature as Hex;
}

const mintData = (wallet: Address, permit: Hex, count = 1n) =>
  encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "mintNFTs", args: [count, wallet, permit] });
const claimData = (signature: Hex) =>
  encodeFunctionData({ abi: hqMissionVestingAbi, functionName: "vesting", args: [ALLOCATION, signature] });

type Overrides = { value?: bigint; gas?: bigint; deadline?: number; by?: PrivateKeyAccount; from?: Address };

/** The body of POST /relay: a ForwardRequest signed by the player's wallet (or `by`), at the forwarder's nonce. */
async function forward(p: Player, to: Address, data: Hex, o: Overrides = {}) {
  const by = o.by ?? p.account;
  const from = o.from ?? by.address;
  const nonces = { address: HQ_FORWARDER, abi: hqForwarderAbi, functionName: "nonces", args: [from] } as const;
  const nonce = await chain.publicClient.readContract(nonces);
  const deadline = o.deadline ?? Number((await chain.publicClient.getBlock()).timestamp + 3600n);
  const message = { from, to, value: o.value ?? FEE, gas: o.gas ?? 250_000n, nonce, deadline, data };
  const domain = forwarderDomain(CHAIN);
  const types = forwardRequestTypes;
  const signature = await by.signTypedData({ domain, types, primaryType: "ForwardRequest", message });
  const request = { from, to, value: message.value.toString(), gas: message.gas.toString(), deadline, data, signature };
  return { chain_id: CHAIN, request };
}

const relay = (p: Player, body: unknown) => p.c.post("/api/v1/relay", body);
const ethOf = (a: Address) => chain.publicClient.getBalance({ address: a });
/** Relays `body` as `p` and expects the refusal `status` with `message`. */
async function refused(p: Player, body: unknown, status: number, message: string) {
  const res = await relay(p, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.message).toBe(message);
}
const balanceOf = (address: Address, abi: typeof hqMissionNFTAbi | typeof erc20Abi, owner: Address) =>
  chain.publicClient.readContract({
    address,
    abi,
    functionName: "balanceOf",
    args: [owner],
  } as never) as Promise<bigint>;

describe("gasless transactions for stakers", () => {
  it("relays a staker's mint: the NFT reaches a wallet without ether; a retry answers the same hash", async () => {
    const ada = await player(1_000);
    const status = (await ada.c.get("/api/v1/relay")).json().data as GaslessStatus;
    expect(status).toMatchObject({ is_staker: true, per_day: 3, used_today: 0, remaining_today: 3 });
    expect(status.forwarder).toBe(HQ_FORWARDER);
    expect(status.chain_ids).toEqual([CHAIN]);
    const permit = await rewardFor(ada, "nft_mint", freeNft);
    const body = await forward(ada, freeNft, mintData(ada.account.address, permit));
    const relayer = t.app.chain.relayer!.address;
    const relayerBefore = await ethOf(relayer);

    const res = await relay(ada, body);
    expect(res.statusCode, res.body).toBe(200);
    const { tx_hash, remaining_today } = res.json().data as { tx_hash: Hex; remaining_today: number };
    expect(res.json().data).toMatchObject({ chain_id: CHAIN, kind: "mint", remaining_today: 2 });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: tx_hash });
    expect(receipt.status).toBe("success");
    expect(receipt.from.toLowerCase()).toBe(relayer.toLowerCase());
    expect(await balanceOf(freeNft, hqMissionNFTAbi, ada.account.address)).toBe(1n);
    expect(await ethOf(ada.account.address)).toBe(0n);
    expect(await ethOf(relayer)).toBe(relayerBefore - receipt.gasUsed * receipt.effectiveGasPrice - FEE);
    const [minted] = parseEventLogs({ abi: hqMissionNFTAbi, logs: receipt.logs, eventName: "NFTsMinted" });
    expect(minted!.args.payer).toBe(ada.account.address);

    // The same signed request again (a double click, a retried fetch): the same transaction, nothing spent.
    const again = await relay(ada, body);
    expect(again.json().data).toMatchObject({ tx_hash, remaining_today });
    const rows = await db().select().from(relayedTransaction).where(eq(relayedTransaction.userId, ada.id));
    const target = freeNft.toLowerCase();
    const sent = { kind: "mint", status: "sent", txHash: tx_hash, value: FEE, target };
    expect(rows).toEqual([expect.objectContaining(sent)]);
  });

  it("relays a winner's claim: the tokens go to the signer, the relayer pays gas and fee", async () => {
    const winner = await player(5_000);
    const claim = await rewardFor(winner, "token", vesting);
    const res = await relay(winner, await forward(winner, vesting, claimData(claim)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.kind).toBe("claim");
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: res.json().data.tx_hash });
    expect(receipt.status).toBe("success");
    expect(await balanceOf(token, erc20Abi, winner.account.address)).toBe(ALLOCATION);
    expect(await ethOf(winner.account.address)).toBe(0n);
    // Claimed: the same claim again would be refused by the contract, so the relay refuses it before sending.
    const twice = await forward(winner, vesting, claimData(claim));
    await refused(winner, twice, 409, GASLESS_MESSAGES.rejected("You have nothing to claim right now."));
  });

  it("is for stakers only, and says so", async () => {
    const small = await player(999);
    expect((await small.c.get("/api/v1/relay")).json().data.is_staker).toBe(false);
    const permit = await rewardFor(small, "nft_mint", freeNft);
    const body = await forward(small, freeNft, mintData(small.account.address, permit));
    await refused(small, body, 403, GASLESS_MESSAGES.notStaker);
    expect((await cast.visitor.post("/api/v1/relay", body)).statusCode).toBe(401);
  });

  it("relays only mints and claims of contracts signed for the user, with the fee and no price", async () => {
    const p = await player(1_000);
    const permit = await rewardFor(p, "nft_mint", freeNft);
    const me = p.account.address;
    // A contract the user was never signed for (here the vesting, as a mint target).
    await refused(p, await forward(p, vesting, mintData(me, permit)), 403, GASLESS_MESSAGES.notOurs);
    // Another function of our own NFT contract.
    const transfer = encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "transferFrom", args: [me, me, 1n] });
    await refused(p, await forward(p, freeNft, transfer), 400, GASLESS_MESSAGES.notOurs);
    // A mint for someone else's wallet.
    const other = privateKeyToAccount(generatePrivateKey()).address;
    await refused(p, await forward(p, freeNft, mintData(other, permit)), 400, GASLESS_MESSAGES.otherWallet);
    const mine = mintData(me, permit);
    await refused(p, await forward(p, freeNft, mine, { value: FEE + 1n }), 400, GASLESS_MESSAGES.wrongValue);
    await refused(p, await forward(p, freeNft, mine, { gas: 300_001n }), 400, GASLESS_MESSAGES.tooMuchGas);
    // A priced mint: its price is the organization's, which the platform does not pay.
    const pricedPermit = await rewardFor(p, "nft_mint", pricedNft);
    await refused(p, await forward(p, pricedNft, mintData(me, pricedPermit)), 400, GASLESS_MESSAGES.pricedMint);
    // Nothing was reserved or sent for any of them.
    expect(await db().select().from(relayedTransaction).where(eq(relayedTransaction.userId, p.id))).toEqual([]);
  });

  it("refuses requests the forwarder or the contract would refuse, and wallets that are not the user's", async () => {
    const p = await player(1_000);
    const permit = await rewardFor(p, "nft_mint", freeNft);
    const me = p.account.address;
    const now = Number((await chain.publicClient.getBlock()).timestamp);
    const mine = mintData(me, permit);
    await refused(p, await forward(p, freeNft, mine, { deadline: now - 10 }), 400, GASLESS_MESSAGES.expired);
    // Signed by another key in the user's name: the forwarder would not accept it.
    const forged = await forward(p, freeNft, mine, { by: privateKeyToAccount(generatePrivateKey()), from: me });
    await refused(p, forged, 400, GASLESS_MESSAGES.notYourWallet);
    // A stranger's wallet signing for itself.
    const stranger = privateKeyToAccount(generatePrivateKey());
    const theirs = await forward(p, freeNft, mintData(stranger.address, permit), { by: stranger });
    await refused(p, theirs, 403, GASLESS_MESSAGES.notYourWallet);
    // Three NFTs where the collection allows two per wallet: the contract's refusal, in words.
    const tooMany = await forward(p, freeNft, mintData(me, permit, 3n));
    await refused(p, tooMany, 409, GASLESS_MESSAGES.rejected("This wallet has minted as many as it may."));
    const bad = await relay(p, { chain_id: CHAIN, request: { ...forged.request, value: "-1", data: "nothex" } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {}).sort()).toEqual(["request.data", "request.value"]);
  });

  it("spends at most the day's budget, also under concurrent requests, and renews it the next UTC day", async () => {
    const p = await player(2_000);
    const permit = await rewardFor(p, "nft_mint", freeNft);
    const me = p.account.address;
    // Two relayed mints (the collection allows two per wallet), then the day's last one races two more requests.
    for (let i = 0; i < GASLESS_TRANSACTIONS_PER_DAY - 1; i++) {
      const res = await relay(p, await forward(p, freeNft, mintData(me, permit)));
      expect(res.statusCode, res.body).toBe(200);
      await chain.publicClient.waitForTransactionReceipt({ hash: res.json().data.tx_hash });
    }
    // Requests signed at the same forwarder nonce differ by deadline; each would pass alone.
    const base = Number((await chain.publicClient.getBlock()).timestamp) + 3600;
    const claimPermit = await rewardFor(p, "token", vesting);
    const claim = claimData(claimPermit);
    const bodies = await Promise.all([0, 1, 2].map((i) => forward(p, vesting, claim, { deadline: base + i })));
    const answers = await Promise.all(bodies.map((b) => relay(p, b)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
    const over = answers.filter((a) => a.statusCode === 429).map((a) => a.json().error.message);
    expect(over).toEqual([GASLESS_MESSAGES.noBudget, GASLESS_MESSAGES.noBudget]);
    expect((await p.c.get("/api/v1/relay")).json().data).toMatchObject({ used_today: 3, remaining_today: 0 });
    const counted = await db().select().from(relayedTransaction).where(eq(relayedTransaction.userId, p.id));
    expect(counted.filter((r) => r.status === "sent")).toHaveLength(GASLESS_TRANSACTIONS_PER_DAY);

    // Yesterday's transactions no longer count: the budget is per UTC day.
    await db()
      .update(relayedTransaction)
      .set({ createdAt: sql`${relayedTransaction.createdAt} - interval '1 day'` })
      .where(eq(relayedTransaction.userId, p.id));
    const status = (await p.c.get("/api/v1/relay")).json().data as GaslessStatus;
    expect(status).toMatchObject({ used_today: 0, remaining_today: 3 });
    expect(new Date(status.renews_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(status.renews_at).toISOString()).toMatch(/T00:00:00\.000Z$/);
  });

  it("limits how many relay requests one client sends per minute, in the rate limit's words", async () => {
    const limited = await createChainApp(chain, { RELAY_RATE_LIMIT_MAX: "2" });
    try {
      const { client } = await signInWithWallet(limited);
      const codes: number[] = [];
      let last: Awaited<ReturnType<typeof client.post>> | undefined;
      for (let i = 0; i < 3; i++) {
        last = await client.post("/api/v1/relay", { chain_id: CHAIN, request: {} });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
      const message = expect.stringMatching(/^Too many requests; try again in \d+ seconds?\.$/);
      expect(last!.json().error).toMatchObject({ code: "rate_limited", message });
    } finally {
      await limited.close();
    }
  });
});
