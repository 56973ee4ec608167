import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, count, eq, inArray, like, sql } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { toFunctionSelector } from "viem";
import { hqSagaVaultAbi } from "@questhq/contracts/generated/HQSagaVault";
import { fakeProviders } from "@questhq/fakes";
import { VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import {
  chainCursor,
  chainEvent,
  challengeCompletion,
  contentItem,
  creditLedger,
  devMail,
  mission,
  missionDraw,
  missionDrawEntry,
  newsChannel,
  objectiveCompletion,
  sagaBooster,
  sagaOnboarding,
  saga,
  sagaAllocation,
  sagaSettlement,
  sagaWeek,
  weeklyChallenge,
  notification,
  notificationEmail,
} from "../../db/schema/index";
import { Client, createSiblingApp, signInWithEmail, signInWithWallet, type TestApp } from "../../test/harness";
import { createChainApp, signInAnvil, startChainEnv, type ChainTestEnv } from "../../test/chain-kit";
import { addObjective, addReward, createCast, createDraft, type Cast } from "../../test/mission-kit";
import { createLiveMission, enterAs, userIdOf } from "../../test/participation-kit";
import { INDEXED_EVENTS_ABI } from "../chain/index";

// Production runs several stateless servers on one PostgreSQL (docs/ARCHITECTURE.md, "Background jobs on several
// instances"), each running every background job. Here three full apps, each with its own connection pool, start at
// the same moment on one database with work waiting for every job, and each unit of work is checked to have happened
// exactly once: never twice (counted where the work touches the outside world — RPC reads, feed fetches, emails,
// on-chain payouts — not only in rows a unique key would protect anyway) and never skipped.
//
// PostgreSQL only: embedded PGlite is one connection in one process, so several servers on one PGlite cannot exist and
// running three apps on it would prove nothing about them (the job lock is an in-process set there; lib/job-lock.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const DAY = 86_400_000;
const HQ = 10n ** 18n;
const WINNERS = 2;
const ENTRANTS = 3;

/** A small HTTP server on 127.0.0.1 for the outside world the jobs talk to. */
async function listen(handle: (req: IncomingMessage, body: string, res: ServerResponse) => Promise<void> | void) {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => void Promise.resolve(handle(req, body, res)).catch(() => res.writeHead(500).end()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (res: ServerResponse, body: unknown): void =>
  void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
type RpcCall = { id: number; method: string; params: unknown[] };

describe.runIf(onPostgres)("three server instances on one PostgreSQL", () => {
  let chain: ChainTestEnv;
  let base: TestApp;
  let apps: TestApp[] = [];
  let cast: Cast;
  let op: Client;
  const closers: (() => Promise<unknown>)[] = [];

  // Base (chain 8453): an NFT balance node that is down until the servers start, then answers "holds 1" to every
  // balanceOf and counts the reads per contract and owner.
  let baseUp = false;
  const nftReads = new Map<string, number>();
  const MISSION_NFT = "0x00000000000000000000000000000000000000a1";
  const CHALLENGE_NFT = "0x00000000000000000000000000000000000000b2";
  // The local staking chain, behind a proxy that records every JSON-RPC call the servers make to it.
  const chainCalls: RpcCall[] = [];
  // Feeds and article pages, counted per path.
  const fetched = new Map<string, number>();
  const FEEDS = ["rss.xml", "atom.xml", "summary-only.xml"];

  // The work waiting when the servers start.
  const verifiers: { userId: string; wallet: string }[] = [];
  const members: { userId: string; wallet: string }[] = [];
  const closed: { id: string; entrants: string[] }[] = [];
  let challengeId = "";
  let missionObjectiveId = "";
  let endedSagaId = "";
  let withCredits: string[] = [];
  let safeBlock = 0;

  beforeAll(async () => {
    const nodeOf8453 = await listen((_req, body, res) => {
      if (!baseUp) return void res.writeHead(503).end("node down");
      const call = JSON.parse(body) as RpcCall & { params: [{ to: string; data: string }] };
      if (call.method !== "eth_call")
        return json(res, { jsonrpc: "2.0", id: call.id, error: { code: -32601, message: "not here" } });
      // balanceOf(address): the owner is the call data's last 20 bytes.
      bump(nftReads, `${call.params[0].to.toLowerCase()}:0x${call.params[0].data.slice(-40)}`);
      json(res, { jsonrpc: "2.0", id: call.id, result: `0x${"1".padStart(64, "0")}` });
    });
    closers.push(nodeOf8453.close);

    chain = await startChainEnv();
    closers.push(() => chain.close());
    const chainProxy = await listen(async (_req, body, res) => {
      for (const call of [JSON.parse(body) as RpcCall | RpcCall[]].flat()) chainCalls.push(call);
      const upstream = await fetch(chain.anvil.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      res.writeHead(upstream.status, { "content-type": "application/json" }).end(await upstream.text());
    });
    closers.push(chainProxy.close);

    const feeds = Fastify({ logger: false });
    let feedsUrl = "";
    feeds.addHook("onRequest", async (req) => void bump(fetched, req.url.replace(/^\/feeds\//, "")));
    await feeds.register(fakeProviders, { baseUrl: () => feedsUrl });
    await feeds.listen({ port: 0, host: "127.0.0.1" });
    feedsUrl = `http://127.0.0.1:${(feeds.server.address() as AddressInfo).port}`;
    closers.push(() => feeds.close());

    // The seeding server runs no job (the worker is off; the indexer and ingestion are off in tests unless set).
    base = await createChainApp(chain, {
      CHAIN_RPC_URLS: JSON.stringify({ 31337: chainProxy.url, 8453: nodeOf8453.url }),
      VERIFY_POLL_MS: "0",
      VERIFY_RETRY_BASE_SECONDS: "0.05",
      VERIFY_MAX_ATTEMPTS: "50",
      VISIT_DWELL_SECONDS: "0",
      OPERATOR_EMAILS: "ops@example.com",
      FETCH_ALLOWED_HOSTS: new URL(feedsUrl).host,
      NEWS_FIXTURES: "false",
      SAGA_VAULT_BPS: "5000",
    });
    cast = await createCast(base);
    op = await signInWithEmail(base, "ops@example.com");
    const db = base.database.db;

    // Verification retries: wallet accounts whose NFT check found the node down, on a mission objective and on a
    // running Saga's weekly challenge.
    const nftMission = await createDraft(cast.admin, cast.orgId);
    const objective = await addObjective(cast.admin, nftMission.id, "onchain_holding_nft", {
      ...VALID_VALUES.onchain_holding_nft,
      blockchain: 8453,
      contract_address: MISSION_NFT,
    });
    missionObjectiveId = objective.id;
    await addReward(cast.admin, nftMission.id);
    expect((await cast.admin.post(`/api/v1/missions/${nftMission.id}/publish`, {})).statusCode).toBe(200);
    const now = Date.now();
    const [running] = await db
      .insert(saga)
      .values({
        name: "Running",
        slug: "running-saga",
        number: 2,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 13 * DAY),
      })
      .returning();
    const [week] = await db
      .insert(sagaWeek)
      .values({
        sagaId: running!.id,
        weekNumber: 1,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 6 * DAY),
        title: "Week one",
      })
      .returning();
    const [challenge] = await db
      .insert(weeklyChallenge)
      .values({
        weekId: week!.id,
        template: "onchain_holding_nft",
        provider: "onchain",
        values: { ...VALID_VALUES.onchain_holding_nft, blockchain: 8453, contract_address: CHALLENGE_NFT },
        position: 0,
        credits: 40,
      })
      .returning();
    challengeId = challenge!.id;
    for (let i = 0; i < 4; i++) {
      const account = privateKeyToAccount(generatePrivateKey());
      const { client } = await signInWithWallet(base, account);
      const onMission = await client.post(`/api/v1/missions/${nftMission.id}/participate`, {
        objective_id: objective.id,
      });
      expect(onMission.json().data.outcome, onMission.body).toBe("pending");
      const onChallenge = await client.post(`/api/v1/seasons/objectives/${challengeId}/participate`, {});
      expect(onChallenge.json().data.outcome, onChallenge.body).toBe("pending");
      verifiers.push({ userId: await userIdOf(client), wallet: account.address.toLowerCase() });
    }

    // Saga boosters: accounts 1-3 of the demo chain hold membership keys and finished onboarding.
    for (const i of [1, 2, 3]) {
      const { client, account } = await signInAnvil(base, i);
      members.push({ userId: await userIdOf(client), wallet: account.address.toLowerCase() });
    }
    await db
      .insert(sagaOnboarding)
      .values(members.map((m) => ({ userId: m.userId, completedAt: new Date(now - DAY) })));

    // A Saga that has ended, with credits earned during it (the wallet accounts, and one account without a wallet).
    const [ended] = await db
      .insert(saga)
      .values({
        name: "Ended",
        slug: "ended-saga",
        number: 1,
        startsAt: new Date(now - 20 * DAY),
        endsAt: new Date(now - 6 * DAY),
        hqPool: (1000n * HQ).toString(),
      })
      .returning();
    endedSagaId = ended!.id;
    await db.insert(sagaWeek).values({
      sagaId: endedSagaId,
      weekNumber: 1,
      startsAt: ended!.startsAt,
      endsAt: ended!.endsAt,
      title: "All of it",
    });
    const noWallet = await userIdOf(await signInWithEmail(base, "no-wallet@example.com"));
    withCredits = [...verifiers.map((v) => v.userId), noWallet];
    await db.insert(creditLedger).values(
      withCredits.map((userId, i) => ({
        userId,
        amount: 100n * BigInt(i + 1),
        reason: "test",
        idempotencyKey: `ended:${userId}`,
        createdAt: new Date(now - 10 * DAY),
      })),
    );

    // Draws: missions with entrants whose entries have just closed.
    for (let m = 0; m < 2; m++) {
      const live = await createLiveMission(cast, { objectives: 1, reward: { number_of_winners: WINNERS } });
      const entrants = Array.from({ length: ENTRANTS }, (_, i) => `entrant-${m}-${i}@example.com`);
      for (const email of entrants)
        await enterAs(
          base,
          email,
          live.mission.id,
          live.objectives.map((o) => o.id),
        );
      closed.push({ id: live.mission.id, entrants });
    }
    await db
      .update(mission)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(
        inArray(
          mission.id,
          closed.map((c) => c.id),
        ),
      );

    // News: channels due now.
    await db.insert(newsChannel).values(
      FEEDS.map((file) => ({
        slug: `feed-${file.replace(/\W/g, "-")}`,
        name: file,
        feedUrl: `${feedsUrl}/feeds/${file}`,
      })),
    );

    // The chain: the demo's events confirmed (12 blocks on top), nothing indexed yet.
    await chain.test.mine({ blocks: 12 });
    safeBlock = Number(await chain.publicClient.getBlockNumber()) - 12;

    // Go: the node is back, and three servers start at once with every job on a short interval.
    baseUp = true;
    nftReads.clear();
    chainCalls.length = 0;
    fetched.clear();
    vi.stubEnv("INDEXER_POLL_MS", "200");
    vi.stubEnv("NEWS_INGEST_INTERVAL_MINUTES", "60");
    // Payouts one row per batch, so that runs on two servers would be sending at the same time.
    const jobs = {
      VERIFY_POLL_MS: "100",
      INDEXER_POLL_MS: "200",
      NEWS_INGEST_INTERVAL_MINUTES: "60",
      SAGA_PAYOUT_BATCH: "1",
    };
    apps = await Promise.all([0, 1, 2].map(() => createSiblingApp(base, jobs, { ownConnections: true })));
    vi.unstubAllEnvs();
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await base?.close();
    for (const close of closers.reverse()) await close();
  });

  it("retries every pending verification and challenge once, on one server each", async () => {
    const db = base.database.db;
    const users = verifiers.map((v) => v.userId);
    const open = async () => {
      const [o] = await db
        .select({ n: count() })
        .from(objectiveCompletion)
        .where(and(inArray(objectiveCompletion.userId, users), eq(objectiveCompletion.status, "completed")));
      const [c] = await db
        .select({ n: count() })
        .from(challengeCompletion)
        .where(and(inArray(challengeCompletion.userId, users), eq(challengeCompletion.status, "completed")));
      return 2 * users.length - o!.n - c!.n;
    };
    await expect.poll(open, { timeout: 20_000, interval: 100 }).toBe(0);
    // Each account's NFT was read once per objective after the node came back: no retry ran on two servers.
    const expected = new Map(
      verifiers.flatMap((v) => [
        [`${MISSION_NFT}:${v.wallet}`, 1],
        [`${CHALLENGE_NFT}:${v.wallet}`, 1],
      ]),
    );
    expect(nftReads).toEqual(expected);
    // Nothing skipped: every account was credited for both (the ledger's key makes a second credit impossible anyway).
    const keys = verifiers.flatMap((v) => [
      `objective:${missionObjectiveId}:${v.userId}`,
      `challenge:${challengeId}:${v.userId}`,
    ]);
    const credited = await db
      .select({ key: creditLedger.idempotencyKey })
      .from(creditLedger)
      .where(inArray(creditLedger.idempotencyKey, keys));
    expect(credited.map((r) => r.key).sort()).toEqual(keys.sort());
  });

  it("freezes each closed mission once; three simultaneous draws make one draw and one email per winner", async () => {
    const db = base.database.db;
    const ids = closed.map((c) => c.id);
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ n: count() })
              .from(missionDraw)
              .where(and(inArray(missionDraw.missionId, ids), sql`${missionDraw.frozenAt} is not null`))
          )[0]!.n,
        {
          timeout: 15_000,
        },
      )
      .toBe(ids.length);
    for (const id of ids) {
      const [draw] = await db.select().from(missionDraw).where(eq(missionDraw.missionId, id));
      const entries = await db
        .select()
        .from(missionDrawEntry)
        .where(eq(missionDrawEntry.missionId, id))
        .orderBy(asc(missionDrawEntry.position));
      expect(draw!.entryCount).toBe(ENTRANTS);
      expect(entries.map((e) => e.position)).toEqual([0, 1, 2]);
    }

    // The organizer's "draw" reaches all three servers at once (a double click behind a load balancer).
    for (const { id, entrants } of closed) {
      const answers = await Promise.all(
        apps.map((a) => {
          const admin = new Client(a.app);
          admin.cookies = new Map(cast.admin.cookies);
          return admin.post(`/api/v1/missions/${id}/draw`, {});
        }),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const notices = () =>
        db
          .select({ status: notificationEmail.status, attempts: notificationEmail.attempts })
          .from(notificationEmail)
          .innerJoin(notification, eq(notification.id, notificationEmail.notificationId))
          .where(eq(notification.eventKey, `draw:${id}`));
      await expect
        .poll(async () => (await notices()).filter((n) => n.status === "sent").length, { timeout: 15_000 })
        .toBe(WINNERS);
      expect((await notices()).map((n) => n.attempts)).toEqual(Array.from({ length: WINNERS }, () => 1));
      const mails = await db
        .select()
        .from(devMail)
        .where(and(inArray(devMail.to, entrants), like(devMail.subject, "You won:%")));
      expect(mails).toHaveLength(WINNERS);
      expect(new Set(mails.map((m) => m.to)).size).toBe(WINNERS);
    }
    // The workers keep running: still one email per winner a few ticks later.
    await new Promise((r) => setTimeout(r, 500));
    const all = await db.select({ n: count() }).from(devMail).where(like(devMail.subject, "You won:%"));
    expect(all[0]!.n).toBe(WINNERS * closed.length);
  });

  it("settles the ended Saga once and reads each onboarded account's membership keys once", async () => {
    const db = base.database.db;
    await expect
      .poll(async () => (await db.select().from(sagaSettlement).where(eq(sagaSettlement.sagaId, endedSagaId))).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const rows = await db
      .select()
      .from(sagaAllocation)
      .where(eq(sagaAllocation.sagaId, endedSagaId))
      .orderBy(asc(sagaAllocation.position));
    expect(rows.map((r) => r.position)).toEqual(withCredits.map((_, i) => i));
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(withCredits));

    const memberIds = members.map((m) => m.userId);
    const membership = () =>
      db
        .select()
        .from(sagaBooster)
        .where(and(inArray(sagaBooster.userId, memberIds), eq(sagaBooster.source, "membership")));
    await expect.poll(async () => (await membership()).length, { timeout: 15_000 }).toBe(members.length);
    expect((await membership()).every((r) => r.period === "w1" && r.hundredths > 0)).toBe(true);
    const selector = toFunctionSelector("tokensOfOwner(address)");
    const reads = chainCalls
      .filter((c) => c.method === "eth_call" && (c.params[0] as { data: string }).data.startsWith(selector))
      .map((c) => `0x${(c.params[0] as { data: string }).data.slice(-40)}`);
    expect(reads.sort()).toEqual(members.map((m) => m.wallet).sort());
  });

  it("reads each due feed once across the servers and stores its items", async () => {
    const db = base.database.db;
    // Ingestion's first run is 5 s after start-up.
    await expect
      .poll(
        async () => (await db.select().from(newsChannel).where(sql`${newsChannel.lastFetchedAt} is not null`)).length,
        { timeout: 20_000 },
      )
      .toBe(FEEDS.length);
    const channels = await db.select().from(newsChannel);
    expect(channels.map((c) => [c.failureCount, c.lastError])).toEqual(FEEDS.map(() => [0, null]));
    for (const file of FEEDS) expect(fetched.get(file), file).toBe(1);
    // The summary-only feed's article pages: each read once, so no item was ingested twice.
    const articles = [...fetched].filter(([path]) => path.startsWith("articles/"));
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every(([, n]) => n === 1)).toBe(true);
    for (const c of channels) {
      const [items] = await db.select({ n: count() }).from(contentItem).where(eq(contentItem.channelId, c.id));
      expect(items!.n, c.slug).toBeGreaterThan(0);
    }
  });

  it("indexes every confirmed block once: each range read by one server, no gap, each event applied once", async () => {
    const db = base.database.db;
    await expect
      .poll(async () => (await db.select().from(chainCursor).where(eq(chainCursor.chainId, 31337)))[0]?.blockNumber, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(safeBlock);
    const ranges = chainCalls
      .filter((c) => c.method === "eth_getLogs")
      .map((c) => c.params[0] as { fromBlock: string; toBlock: string })
      .map((p) => [Number(p.fromBlock), Number(p.toBlock)] as const)
      // The unconfirmed head is read again on every pass by design (chain_pending); confirmed ranges end at or before
      // safeBlock.
      .filter(([, to]) => to <= safeBlock)
      .sort((a, b) => a[0] - b[0]);
    const start = chain.deployment.startBlock;
    expect(ranges[0]![0]).toBe(start);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1] + 1);
    expect(ranges.at(-1)![1]).toBe(safeBlock);

    const logs = await chain.publicClient.getLogs({
      address: Object.values(chain.deployment.contracts),
      events: INDEXED_EVENTS_ABI,
      fromBlock: BigInt(start),
      toBlock: BigInt(safeBlock),
    });
    expect(logs.length).toBeGreaterThan(0);
    const events = await db
      .select()
      .from(chainEvent)
      .where(sql`${chainEvent.chainId} = 31337 and ${chainEvent.blockNumber} <= ${safeBlock}`);
    expect(events.map((e) => `${e.txHash}:${e.logIndex}`).sort()).toEqual(
      logs.map((l) => `${l.transactionHash}:${l.logIndex}`).sort(),
    );
  });

  it("pays a settled Saga once when all three servers are asked at the same moment", async () => {
    const answers = await Promise.all(
      apps.map((a) => {
        const client = new Client(a.app);
        client.cookies = new Map(op.cookies);
        return client.post(`/api/v1/operator/seasons/${endedSagaId}/payout`, {});
      }),
    );
    // One run sends; one asked while it sends is refused, one asked after it finds nothing left to pay.
    for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
    const paidNow = answers
      .filter((r) => r.statusCode === 200)
      .reduce((sum, r) => sum + (r.json().data.paid_now as number), 0);
    expect(paidNow).toBe(verifiers.length);
    for (const v of verifiers) {
      const opened = await chain.publicClient.getContractEvents({
        address: chain.deployment.contracts.HQSagaVault,
        abi: hqSagaVaultAbi,
        eventName: "SagaStreamOpened",
        args: { recipient: v.wallet as `0x${string}` },
        fromBlock: 0n,
      });
      expect(opened, v.wallet).toHaveLength(1);
    }
    const rows = await base.database.db.select().from(sagaAllocation).where(eq(sagaAllocation.sagaId, endedSagaId));
    expect(rows.filter((r) => r.paidAt !== null)).toHaveLength(verifiers.length);
  });
});
