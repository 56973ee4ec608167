import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TEMPLATE_KEYS, formatTokenAmount, objectiveToken, type templateCatalogue } from "@questhq/core";
import { ERC20_ABI_JSON, VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { addObjective, createCast, createDraft, withCastApp, type Cast } from "../../test/mission-kit";
import { nftMintContract } from "../../db/schema/index";

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s));

describe("template catalogue", () => {
  it("groups every template by provider with categories, cacheable forever with an ETag", async () => {
    const res = await cast.visitor.get("/api/v1/objectives/templates");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const data = res.json().data as ReturnType<typeof templateCatalogue>;
    expect(data.categories.length).toBeGreaterThan(0);
    const keys = data.providers.flatMap((p) => p.templates.map((tpl) => tpl.key)).sort();
    expect(keys).toEqual([...TEMPLATE_KEYS].sort());
    const again = await cast.visitor.get("/api/v1/objectives/templates", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("objectives through the API", () => {
  it("creates every template of the catalogue with valid values, and lists them in order on both paths", async () => {
    const ids: string[] = [];
    // Ten objectives per mission at most, so the 31 templates are spread over four drafts.
    for (let i = 0; i < TEMPLATE_KEYS.length; i += 10) {
      const m = await createDraft(cast.admin, cast.orgId);
      const batch = TEMPLATE_KEYS.slice(i, i + 10);
      for (const template of batch) {
        const res = await cast.member.post("/api/v1/objectives", {
          mission: m.id,
          template,
          values: { ...VALID_VALUES[template], button_title: "Go" },
        });
        expect(res.statusCode, `${template}: ${res.body}`).toBe(201);
        const o = res.json().data;
        expect(o).toMatchObject({ template, mission: m.id });
        expect(o.values.button_title).toBe("Go");
        expect(o.title.length).toBeGreaterThan(0);
        ids.push(o.id);
      }
      const a = (await cast.member.get(`/api/v1/missions/${m.id}/objectives`)).json().data;
      const b = (await cast.member.get(`/api/v1/objectives/mission/${m.id}`)).json().data;
      expect(a.map((o: { template: string }) => o.template)).toEqual(batch);
      expect(b).toEqual(a);
      expect(a.map((o: { position: number }) => o.position)).toEqual(batch.map((_, j) => j));
    }
    expect(new Set(ids).size).toBe(TEMPLATE_KEYS.length);
  });

  it("reports the field rules' messages verbatim at values.<field>", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["twitter_follow", { username: "jack" }, "username", "Username must start with '@'."],
      ["twitter_follow", { username: "@" }, "username", "Username must be at least 2 characters."],
      [
        "twitter_follow",
        { username: "@abcdefghijklmnopq" },
        "username",
        "Username must be no more than 16 characters.",
      ],
      [
        "twitter_follow",
        { username: "@ja-ck" },
        "username",
        "Username can only contain alphanumeric characters and underscores after '@'.",
      ],
      ["twitter_like", { tweetUrl: "https://example.com/jack/status/1" }, "tweetUrl", "Not a valid Twitter post URL."],
      ["twitter_post", { tweetContent: "" }, "tweetContent", "Tweet content cannot be empty"],
      ["twitter_post", { tweetContent: "x".repeat(281) }, "tweetContent", "Tweet content cannot exceed 280 characters"],
      [
        "discord_role",
        { ...VALID_VALUES.discord_role, discordRoleId: "123" },
        "discordRoleId",
        "Invalid Discord role ID",
      ],
      [
        "discord_join",
        { ...VALID_VALUES.discord_join, discordServerInviteUrl: "https://example.com/x" },
        "discordServerInviteUrl",
        "Invalid Discord invite link",
      ],
      [
        "steam_playtime",
        { ...VALID_VALUES.steam_playtime, gaming_duration: "-5" },
        "gaming_duration",
        "Duration of playtime must be a positive number",
      ],
      [
        "steam_download",
        { ...VALID_VALUES.steam_download, link: "https://store.example.com/app/1" },
        "link",
        "Not a valid Steam game URL.",
      ],
      [
        "onchain_holding_nft",
        { ...VALID_VALUES.onchain_holding_nft, contract_address: "0x123" },
        "contract_address",
        "Invalid EVM address",
      ],
      [
        "onchain_holding_crypto",
        { ...VALID_VALUES.onchain_holding_crypto, crypto_amount: "0" },
        "crypto_amount",
        "Amount must be a positive number",
      ],
      ["onchain_transact_function", { ...VALID_VALUES.onchain_transact_function, abi: "[{]" }, "abi", "Invalid ABI"],
      ["telegram_join", { telegramGroupInviteUrl: "http://t.me/x" }, "telegramGroupInviteUrl", "Invalid URL"],
    ];
    for (const [template, values, field, message] of cases) {
      const res = await cast.admin.post("/api/v1/objectives", { mission: m.id, template, values });
      expect(res.statusCode, `${template} ${field}`).toBe(400);
      expect(res.json().error.fields[`values.${field}`], `${template} ${field}`).toEqual([message]);
    }
    const unknown = await cast.admin.post("/api/v1/objectives", {
      mission: m.id,
      template: "myspace_poke",
      values: {},
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.template).toEqual(["Unknown objective template."]);
  });

  it("stores hold-crypto amounts in base units and shows them with the token's decimals", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const o = await addObjective(cast.admin, m.id, "onchain_holding_crypto");
    expect(o.values.crypto_amount).toBe("5000000");
    // USDC on Base is a known 6-decimal token, so 5000000 base units read as 5 USDC.
    expect(
      formatTokenAmount(
        String(o.values.crypto_amount),
        objectiveToken(o.values).decimals,
        objectiveToken(o.values).symbol,
      ),
    ).toBe("5 USDC");
    const decimal = await cast.admin.post("/api/v1/objectives", {
      mission: m.id,
      template: "onchain_holding_crypto",
      values: { ...VALID_VALUES.onchain_holding_crypto, crypto_amount: "5.5" },
    });
    expect(decimal.json().error.fields["values.crypto_amount"]).toEqual([
      "Amount must be a whole number of base units.",
    ]);
  });

  it("records the NFT mint contract of an onchain_mint objective and keeps the link on edits", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const o = await addObjective(cast.admin, m.id, "onchain_mint", { ...VALID_VALUES.onchain_mint, max_supply: 500 });
    const contractId = o.values.nft_contract_object_id as string;
    expect(contractId).toMatch(/^[0-9a-f-]{36}$/);
    const [record] = await t.database.db.select().from(nftMintContract).where(eq(nftMintContract.id, contractId));
    expect(record).toMatchObject({
      missionId: m.id,
      objectiveId: o.id,
      chainId: 1,
      name: "Pass",
      symbol: "PASS",
      price: "0.01",
      status: "pending_deployment",
      contractAddress: null,
    });
    const edited = await cast.admin.put(`/api/v1/objectives/${o.id}`, {
      mission: m.id,
      template: "onchain_mint",
      values: {
        ...VALID_VALUES.onchain_mint,
        nft_symbol: "PASS2",
        nft_contract_object_id: "00000000-0000-0000-0000-000000000000",
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.values.nft_contract_object_id).toBe(contractId);
    const [after] = await t.database.db.select().from(nftMintContract).where(eq(nftMintContract.id, contractId));
    expect(after?.symbol).toBe("PASS2");
  });

  it("reorders objectives and refuses an order that is not a permutation", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const a = await addObjective(cast.admin, m.id, "twitter_follow");
    const b = await addObjective(cast.admin, m.id, "twitter_like");
    const c = await addObjective(cast.admin, m.id, "discord_join");
    const res = await cast.member.post(`/api/v1/missions/${m.id}/objectives/reorder`, { order: [c.id, a.id, b.id] });
    expect(res.json().data.map((o: { id: string }) => o.id)).toEqual([c.id, a.id, b.id]);
    const bad = await cast.member.post(`/api/v1/missions/${m.id}/objectives/reorder`, { order: [c.id, a.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("The order must list every objective of the mission exactly once.");
    await cast.member.delete(`/api/v1/objectives/${c.id}`);
    const left = (await cast.member.get(`/api/v1/missions/${m.id}/objectives`)).json().data;
    expect(left.map((o: { id: string; position: number }) => [o.id, o.position])).toEqual([
      [a.id, 0],
      [b.id, 1],
    ]);
  });

  it("refuses to move an objective to another mission or change its type once published", async () => {
    const m1 = await createDraft(cast.admin, cast.orgId);
    const m2 = await createDraft(cast.admin, cast.orgId);
    const o = await addObjective(cast.admin, m1.id);
    const moved = await cast.admin.put(`/api/v1/objectives/${o.id}`, {
      mission: m2.id,
      template: "twitter_follow",
      values: { username: "@jack" },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe("An objective cannot move to another mission.");
  });
});

describe("POST /onchain/fetch_functions", () => {
  let explorer: Server;
  let explorerUrl: string;
  const calls: URL[] = [];
  beforeAll(async () => {
    // A local stand-in for the Etherscan v2 API: verified for one address, unverified otherwise.
    explorer = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      calls.push(url);
      const verified = url.searchParams.get("address")?.toLowerCase() === "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913";
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify(
          verified
            ? { status: "1", message: "OK", result: ERC20_ABI_JSON }
            : { status: "0", message: "NOTOK", result: "Contract source code not verified" },
        ),
      );
    });
    await new Promise<void>((r) => explorer.listen(0, "127.0.0.1", r));
    explorerUrl = `http://127.0.0.1:${(explorer.address() as AddressInfo).port}/v2/api`;
  });
  afterAll(() => new Promise<void>((r) => explorer.close(() => r())));

  it("lists the callable functions of a pasted ABI, writes first", async () => {
    const res = await cast.user.post("/api/v1/onchain/fetch_functions", {
      contract_address: VALID_VALUES.onchain_transact_function.contract_address,
      blockchain: 8453,
      abi: ERC20_ABI_JSON,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { source, functions } = res.json().data;
    expect(source).toBe("abi");
    expect(functions.map((f: { signature: string }) => f.signature)).toEqual([
      "approve(address,uint256)",
      "transfer(address,uint256)",
      "balanceOf(address)",
      "decimals()",
    ]);
    expect(functions[0]).toMatchObject({
      isWrite: true,
      inputs: [
        { name: "spender", type: "address" },
        { name: "amount", type: "uint256" },
      ],
    });
  });

  it("answers Invalid ABI for a broken one, and needs a signed-in user", async () => {
    const bad = await cast.user.post("/api/v1/onchain/fetch_functions", {
      contract_address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      blockchain: 1,
      abi: '{"not":"an array"}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.abi).toEqual(["Invalid ABI"]);
    expect(
      (
        await cast.visitor.post("/api/v1/onchain/fetch_functions", {
          contract_address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
          blockchain: 1,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("fetches a verified contract's ABI from the configured explorer", async () => {
    const withExplorer = await createTestApp({ EXPLORER_API_URL: explorerUrl, EXPLORER_API_KEY: "test-key" });
    try {
      const c = await createCast(withExplorer);
      const ok = await c.user.post("/api/v1/onchain/fetch_functions", {
        contract_address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        blockchain: 8453,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.source).toBe("explorer");
      expect(ok.json().data.functions).toHaveLength(4);
      const last = calls.at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        chainid: "8453",
        module: "contract",
        action: "getabi",
        apikey: "test-key",
      });
      const unverified = await c.user.post("/api/v1/onchain/fetch_functions", {
        contract_address: "0x1111111111111111111111111111111111111111",
        blockchain: 1,
      });
      expect(unverified.statusCode).toBe(404);
      expect(unverified.json().error.message).toBe(
        "The contract is not verified on the chain explorer; paste its ABI instead.",
      );
    } finally {
      await withExplorer.close();
    }
  });

  it("without an ABI or an explorer, asks for the ABI", async () => {
    const res = await cast.user.post("/api/v1/onchain/fetch_functions", {
      contract_address: "0x1111111111111111111111111111111111111111",
      blockchain: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Paste the contract's ABI; no chain explorer is configured.");
  });
});
