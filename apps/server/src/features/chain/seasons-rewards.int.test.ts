import { describe, expect, it } from "vitest";
import { erc20Abi, parseEther, type Hex } from "viem";
import { hqMembershipAbi } from "@questhq/contracts/generated/HQMembership";
import { hqNftStakingAbi } from "@questhq/contracts/generated/HQNftStaking";
import { hqSagaVaultAbi } from "@questhq/contracts/generated/HQSagaVault";
import { MINT_MESSAGES } from "@questhq/core";
import { Client, type TestApp } from "../../test/harness";
import { addressOf, signInAnvil, type ChainTestEnv, withChainApp } from "../../test/chain-kit";
import { indexPass } from "./indexer/index-chain";
import { stakingChainTarget } from "./indexer/targets";

// Saga streams and vaults, NFT stake counts and the streams subgraph against the demo chain:
// account 1 has a 12,000 $HQ stream with a 3,000 $HQ vault, and membership keys 1, 2 and 1310.

let chain: ChainTestEnv;
let t: TestApp;
let ada: Client;
const ADA = 1;

const pass = () => indexPass(t.app.database.db, stakingChainTarget(t.app.database.db, t.app.chain.setup!));

withChainApp(
  async (s) => {
    ({ chain, t } = s);
    ada = (await signInAnvil(t, ADA)).client;
    // The demo streams get their confirmations, then the indexer records them.
    await chain.test.mine({ blocks: 12 });
    await pass();
  },
  { SIGNATURE_VALID_BLOCKS: "20" },
);

type StreamView = {
  stream_id: string;
  status: string;
  depositAmount: string;
  withdrawnAmount: string;
  refundedAmount: string;
  pendingVault: boolean;
  streamedAmount: string;
  vaultAmount: string;
  totalRewards: string;
  claimedAmount: string;
  claimableVault: string;
  claimableStream: string;
  vestingEnds: number;
};
const streams = async (c: Client) => {
  const res = await c.get("/api/v1/seasons/streams/");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { stream: StreamView | null; streams: StreamView[] };
};

const GET_STREAMS = `query getStreams($recipient: String) {
  streams(where: { recipient: $recipient }, first: 100, skip: 0, orderBy: startTime, orderDirection: desc) {
    id recipient sender depositAmount withdrawnAmount startTime endTime cliff cliffAmount cliffTime canceled
    canceledTime
    asset { id address chainId decimals name symbol }
  }
}`;
const subgraph = (body: unknown) => new Client(t.app).post("/api/v1/subgraph", body);

describe("visitors", () => {
  it("get 401 on every signed-in route", async () => {
    const visitor = new Client(t.app);
    for (const url of ["/api/v1/seasons/streams", "/api/v1/seasons/vaultsignature/", "/api/v1/seasons/nft-stake"]) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
    }
  });
});

describe("POST /subgraph", () => {
  it("answers the web's getStreams query with the demo stream of account 1", async () => {
    const res = await subgraph({
      query: GET_STREAMS,
      variables: { recipient: addressOf(ADA).toLowerCase() },
      operationName: "getStreams",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { streams: Record<string, unknown>[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.streams).toHaveLength(1);
    const s = body.data.streams[0]!;
    const token = chain.deployment.contracts.HQToken.toLowerCase();
    expect(s).toMatchObject({
      recipient: addressOf(ADA).toLowerCase(),
      sender: chain.deployment.contracts.HQSagaVault.toLowerCase(),
      depositAmount: parseEther("12000").toString(),
      withdrawnAmount: "0",
      canceled: false,
      canceledTime: null,
      cliff: false,
      asset: { address: token, chainId: "31337", decimals: "18", symbol: "HQ", name: "HQ", id: `${token}-31337` },
    });
    expect(s.id).toMatch(new RegExp(`^${chain.deployment.contracts.HQStreams.toLowerCase()}-31337-\\d+$`));
    expect(Number(s.endTime) - Number(s.startTime)).toBe(365 * 86_400);

    const byId = await subgraph({
      query: `query($id: ID!) { stream(id: $id) { id depositAmount } }`,
      variables: { id: s.id },
    });
    expect(byId.json().data.stream).toEqual({ id: s.id, depositAmount: parseEther("12000").toString() });
    const nobody = await subgraph({ query: GET_STREAMS, variables: { recipient: addressOf(5).toLowerCase() } });
    expect(nobody.json()).toEqual({ data: { streams: [] } });
    const all = await subgraph({ query: `{ streams(orderBy: depositAmount, orderDirection: asc) { depositAmount } }` });
    expect(all.json().data.streams).toEqual([
      { depositAmount: parseEther("6000").toString() },
      { depositAmount: parseEther("12000").toString() },
    ]);
  });

  it("answers bad requests in GraphQL's shape, never a 500", async () => {
    for (const body of [
      {},
      { query: 42 },
      { query: "{ streams { nope } }" },
      { query: "{ streams(" },
      { query: "mutation { x }" },
      { query: `{ streams { id } }${" ".repeat(11 * 1024)}` },
    ]) {
      const res = await subgraph(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Array.isArray(res.json().errors)).toBe(true);
    }
    const wrongVariable = await subgraph({ query: GET_STREAMS, variables: { recipient: 12 } });
    expect(wrongVariable.statusCode).toBe(400);
    const tooMany = await subgraph({ query: "{ streams(first: 5000) { id } }" });
    expect(tooMany.statusCode).toBe(200);
    expect(tooMany.json().errors[0].message).toMatch(/first must be between 0 and 1000/);
  });
});

describe("Saga streams and the vault", () => {
  it("shows the stream, signs the vault claim, then Pending_Cancelled until confirmed, then Cancelled", async () => {
    const before = await streams(ada);
    expect(before.streams).toHaveLength(1);
    expect(before.stream).toEqual(before.streams[0]);
    expect(before.stream).toMatchObject({
      // Opened before any Saga was settled: a Saga Zero stream.
      saga: null,
      status: "Streaming",
      streamedAmount: parseEther("12000").toString(),
      vaultAmount: parseEther("3000").toString(),
      totalRewards: parseEther("15000").toString(),
      claimedAmount: "0",
      claimableVault: parseEther("3000").toString(),
    });
    // About 60 of 365 days have streamed.
    const claimable = BigInt(before.stream!.claimableStream);
    expect(claimable > parseEther("1900") && claimable < parseEther("2100")).toBe(true);

    const res = await ada.get("/api/v1/seasons/vaultsignature");
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data as {
      signature: Hex;
      validUntilBlock: number;
      streamId: string;
      contract: Hex;
      chain_id: number;
      vaultAmount: string;
    };
    const head = Number(await chain.publicClient.getBlockNumber());
    expect(v).toMatchObject({
      streamId: before.stream!.stream_id,
      contract: chain.deployment.contracts.HQSagaVault,
      chain_id: 31337,
      vaultAmount: parseEther("3000").toString(),
    });
    expect(v.validUntilBlock).toBe(head + 20);

    const token = chain.deployment.contracts.HQToken;
    const balance = () =>
      chain.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [addressOf(ADA)],
      });
    const b0 = await balance();
    await chain.mined(
      await chain.wallet(ADA).writeContract({
        address: v.contract,
        abi: hqSagaVaultAbi,
        functionName: "claimVault",
        args: [BigInt(v.streamId), BigInt(v.validUntilBlock), v.signature],
      }),
    );
    expect((await balance()) - b0).toBe(parseEther("3000"));

    await pass();
    const pending = await streams(ada);
    expect(pending.stream).toMatchObject({
      status: "Pending_Cancelled",
      claimableVault: "0",
      pendingVault: true,
      refundedAmount: "0",
    });
    const twice = await ada.get("/api/v1/seasons/vaultsignature");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MINT_MESSAGES.vaultClaimed);

    await chain.test.mine({ blocks: 12 });
    await pass();
    const done = await streams(ada);
    expect(done.streams).toHaveLength(1);
    expect(done.streams[0]).toMatchObject({
      status: "Cancelled",
      claimableVault: "0",
      vaultAmount: parseEther("3000").toString(),
    });
    // What had streamed stays claimable on the stream; the vault counts as claimed.
    expect(BigInt(done.streams[0]!.claimableStream) > 0n).toBe(true);
    expect(done.streams[0]!.claimedAmount).toBe(parseEther("3000").toString());
    // The refund went to the bonus pool: claimable is what had streamed, so refunded + claimable + withdrawn = deposit.
    const s = done.streams[0]!;
    expect(BigInt(s.refundedAmount) > 0n).toBe(true);
    expect(BigInt(s.refundedAmount) + BigInt(s.claimableStream) + BigInt(s.withdrawnAmount)).toBe(
      BigInt(s.depositAmount),
    );
    expect((await ada.get("/api/v1/seasons/vaultsignature")).statusCode).toBe(409);

    const cancelled = await subgraph({ query: GET_STREAMS, variables: { recipient: addressOf(ADA).toLowerCase() } });
    expect(cancelled.json().data.streams[0]).toMatchObject({ canceled: true });
    expect(cancelled.json().data.streams[0].canceledTime).toMatch(/^\d+$/);
  });

  it("has nothing for a wallet without a stream", async () => {
    const { client } = await signInAnvil(t, 5);
    expect(await streams(client)).toEqual({ stream: null, streams: [] });
    const res = await client.get("/api/v1/seasons/vaultsignature");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MINT_MESSAGES.noVault);
  });
});

describe("GET /seasons/nft-stake", () => {
  it("counts the keys staked by the account's wallets once the stake is confirmed", async () => {
    const { HQMembership: membership, HQNftStaking: staking } = chain.deployment.contracts;
    const counts = async () => (await ada.get("/api/v1/seasons/nft-stake")).json().data;
    expect(await counts()).toEqual({ member: 0, whale: 0, boosterHundredths: 0 });

    await chain.mined(
      await chain.wallet(ADA).writeContract({
        address: membership,
        abi: hqMembershipAbi,
        functionName: "setApprovalForAll",
        args: [staking, true],
      }),
    );
    await chain.mined(
      await chain.wallet(ADA).writeContract({ address: staking, abi: hqNftStakingAbi, functionName: "stakeAll" }),
    );
    await pass();
    expect(await counts()).toEqual({ member: 0, whale: 0, boosterHundredths: 0 });
    await chain.test.mine({ blocks: 12 });
    await pass();
    expect(await counts()).toEqual({ member: 2, whale: 1, boosterHundredths: 140 });
  });
});
