import { describe, expect, it } from "vitest";
import { MISSION_STATUSES, REWARD_KINDS } from "../schema/missions";
import { demoMissions, demoOrganizations } from "./demo-missions";
import { contentPlainText, demoNews, topicTerms } from "./demo-news";
import { demoSagas, SAGA_ONE_WEEKS } from "./demo-sagas";
import { demoUsers } from "./demo-users";
import {
  ENTITY_CATEGORIES,
  getTemplate,
  isSandboxChainObjective,
  SANDBOX_CHAIN_TEMPLATES,
  validateObjectiveValues,
  type TemplateKey,
} from "@questhq/core";
import { DEMO_CONTRACTS } from "@questhq/contracts/demo-contracts";
import { SPEC_TEMPLATE_VALUES } from "@questhq/core/missions/test-fixtures";
import { MISSION_DISPLAY_SUPPLY_OVERRIDES, sandboxProviderOf, SUPPLY_OVERRIDE_MISSION_SLUG } from "@questhq/core";

const now = new Date("2026-11-21T15:30:00Z");
const missions = demoMissions(now);
const news = demoNews(now);
const seasons = demoSagas(now);
const users = demoUsers();
const DAY = 86_400_000;

const ENTITY_CATEGORY_KEYS = ENTITY_CATEGORIES.map((c) => c.key);

type Objectiveish = { template: string; values: Record<string, unknown> };

function expectValidObjective(o: Objectiveish, where: string) {
  const keys = SPEC_TEMPLATE_VALUES[o.template as keyof typeof SPEC_TEMPLATE_VALUES];
  expect(keys, `${where}: unknown template ${o.template}`).toBeDefined();
  // A key the form marks optional may be left out when empty has a meaning (no credits category: every credit).
  const optional = new Set(
    getTemplate(o.template as TemplateKey)!
      .fields.filter((f) => !f.required)
      .map((f) => f.name),
  );
  for (const k of keys!) {
    if (optional.has(k) && !(k in o.values)) continue;
    const v = o.values[k];
    expect(v === undefined || v === null || v === "", `${where}: ${o.template} lacks ${k}`).toBe(false);
  }
  const checked = validateObjectiveValues(o.template, o.values);
  expect(checked.success ? {} : checked.fieldErrors, `${where}: ${o.template} values`).toEqual({});
  const v = o.values;
  if ("discordServerId" in v) expect(String(v.discordServerId)).toMatch(/^\d{18,19}$/);
  if ("tweetUrl" in v) expect(String(v.tweetUrl)).toMatch(/^https:\/\/x\.com\/\w+\/status\/\d+$/);
  if ("tweetContent" in v) expect(String(v.tweetContent).length).toBeLessThanOrEqual(280);
  // A username is an X handle (with its @) on Twitter objectives, a login (stored without @) on GitHub ones.
  if ("username" in v && o.template.startsWith("twitter_")) expect(String(v.username)).toMatch(/^@\w{1,15}$/);
  if ("username" in v && o.template.startsWith("github_"))
    expect(String(v.username)).toMatch(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/);
  if ("repository" in v) expect(String(v.repository)).toMatch(/^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/);
  if ("videoUrl" in v) expect(String(v.videoUrl)).toMatch(/[?&]v=[\w-]{11}$/);
  if ("url" in v) expect(String(v.url)).toMatch(/^https:\/\//);
  if ("crypto_amount" in v) expect(String(v.crypto_amount)).toMatch(/^\d+$/);
  if ("contract_address" in v) expect(String(v.contract_address)).toMatch(/^0x[0-9a-fA-F]{40}$/);
  if ("start_date" in v) expect(String(v.start_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

/** Each list, named by what it holds, has no value twice. */
function expectUnique(lists: Record<string, string[]>) {
  for (const [what, values] of Object.entries(lists)) {
    const dupes = values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes, `duplicate ${what}`).toEqual([]);
  }
}

describe("demo missions", () => {
  it("has enough missions, organizations and chains", () => {
    expect(missions.length).toBeGreaterThanOrEqual(8);
    expect(
      demoOrganizations()
        .map((o) => o.slug)
        .sort(),
    ).toEqual(["nebula-labs", "questhq-demo"]);
    const chains = new Set(missions.map((m) => m.blockchainChainId));
    expect(chains.size).toBeGreaterThanOrEqual(4);
    for (const id of [1, 8453, 42161, 137, 10]) expect(chains.has(id), `chain ${id}`).toBe(true);
    expectUnique({ "mission slugs": missions.map((m) => m.slug), "mission ids": missions.map((m) => m.id) });
  });

  it("covers every lifecycle state with dates that fit it", () => {
    const by = (s: string) => missions.filter((m) => m.status === s);
    for (const s of MISSION_STATUSES) expect(by(s).length, s).toBeGreaterThanOrEqual(1);
    expect(by("draft").length).toBeGreaterThanOrEqual(2);
    expect(by("completed").length).toBeGreaterThanOrEqual(2);
    const live = by("published").filter((m) => m.startsAt! <= now && m.endsAt! > now);
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const m of [...by("completed"), ...by("archived"), ...by("closed")])
      expect(m.endsAt!.getTime()).toBeLessThan(now.getTime());
    for (const m of missions) {
      if (m.startsAt && m.endsAt) expect(m.startsAt.getTime()).toBeLessThan(m.endsAt.getTime());
      if (m.status !== "draft") expect(m.publishedAt, m.slug).not.toBeNull();
      expect(m.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (m.publishedAt) expect(m.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(m.archivedAt !== null).toBe(m.status === "archived");
      expect(m.bannerUrl).toBe(`/demo/banners/${m.slug}.svg`);
    }
  });

  it("represents every reward kind, selection process and the non-EVM chains", () => {
    const rewards = missions.map((m) => m.reward);
    for (const k of REWARD_KINDS)
      expect(
        rewards.some((r) => r.kind === k),
        k,
      ).toBe(true);
    expect(rewards.some((r) => r.kind === "allowlist" && r.selectionProcess === "All")).toBe(true);
    expect(rewards.some((r) => r.kind === "raffle" && r.selectionProcess === "raffle" && r.numberOfWinners! > 0)).toBe(
      true,
    );
    expect(rewards.some((r) => r.kind === "raffle" && r.numberOfWinners === null)).toBe(true);
    const mint = rewards.filter((r) => r.kind === "nft_mint");
    expect(mint.some((r) => r.blockchainChainId > 0)).toBe(true);
    expect(rewards.some((r) => r.blockchainChainId === -1)).toBe(true);
    expect(rewards.some((r) => r.blockchainChainId === -2)).toBe(true);
    for (const m of missions) expect(m.reward.missionId).toBe(m.id);
  });

  it("holds the mission with the fixed supply display (the product's mission 29): a seeded NFT mint", () => {
    const overridden = missions.filter((m) => MISSION_DISPLAY_SUPPLY_OVERRIDES[m.id] !== undefined);
    expect(overridden.map((m) => [m.slug, m.reward.kind])).toEqual([[SUPPLY_OVERRIDE_MISSION_SLUG, "nft_mint"]]);
    expect(MISSION_DISPLAY_SUPPLY_OVERRIDES[overridden[0]!.id]).toBe(3_626_460);
  });

  it("gives each mission 2-6 valid objectives from several providers", () => {
    const providers = new Set<string>();
    for (const m of missions) {
      expect(m.objectives.length, m.slug).toBeGreaterThanOrEqual(2);
      expect(m.objectives.length, m.slug).toBeLessThanOrEqual(6);
      expect(m.objectives.map((o) => o.position)).toEqual(m.objectives.map((_, i) => i));
      for (const o of m.objectives) {
        providers.add(o.provider);
        expect(o.missionId).toBe(m.id);
        expect(o.credits).toBeGreaterThanOrEqual(50);
        expect(o.credits).toBeLessThanOrEqual(250);
        expectValidObjective(o, `${m.slug}#${o.position}`);
      }
    }
    expect(providers.size).toBeGreaterThanOrEqual(7);
    // A hold amount of 5000000 is 5 USDC (docs/product/objectives.md#token-amounts).
    const usdc = missions
      .flatMap((m) => m.objectives)
      .find((o) => o.template === "onchain_holding_crypto" && o.values.crypto_amount === "5000000");
    expect(usdc).toBeDefined();
  });

  it("puts every on-chain objective on the local chain at a demo contract, so the offline demo can verify it", () => {
    const objectives = missions.flatMap((m) => m.objectives);
    const onchain = objectives.filter((o) => o.provider === "onchain");
    expect(new Set(onchain.map((o) => o.template))).toEqual(new Set(SANDBOX_CHAIN_TEMPLATES));
    for (const o of onchain) {
      expect(isSandboxChainObjective(o), o.id).toBe(true);
      if ("contract_address" in o.values) expect(Object.values(DEMO_CONTRACTS)).toContain(o.values.contract_address);
    }
    // A browser-extension check cannot be done by a newcomer without that extension: not seeded.
    expect(objectives.map((o) => o.template)).not.toContain("client_validation");
  });

  it("is stable for the same now", () => {
    expect(demoMissions(now)).toEqual(missions);
    expect(demoNews(now)).toEqual(news);
  });
});

describe("demo news", () => {
  it("has channels, topics across all 14 categories and enough items", () => {
    expect(news.channels.length).toBeGreaterThanOrEqual(6);
    expect(news.topics.length).toBeGreaterThanOrEqual(45);
    expect(news.items.length).toBeGreaterThanOrEqual(55);
    const categories = new Set(news.topics.map((t) => t.entityType));
    for (const c of ENTITY_CATEGORY_KEYS) expect(categories.has(c as never), c).toBe(true);
    expect(categories.has("general")).toBe(true);
    for (const t of news.topics) expect(t.contentCount, `${t.slug} is never mentioned`).toBeGreaterThan(0);
  });

  it("has unique slugs, ids and URLs", () => {
    expectUnique({
      "channel slugs": news.channels.map((c) => c.slug),
      "topic slugs": news.topics.map((t) => t.slug),
      "item slugs": news.items.map((i) => i.slug),
      "canonical URLs": news.items.map((i) => i.canonicalUrl),
      "item ids": news.items.map((i) => i.id),
    });
    for (const c of news.channels) {
      expect(c.siteUrl).toMatch(/^https:\/\/example-news\.test\//);
      expect(c.feedUrl).toMatch(/^https:\/\/example-news\.test\//);
    }
  });

  it("spreads items over the last 30 days with a mix of formats", () => {
    for (const i of news.items) {
      const age = now.getTime() - i.publishedAt.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(30 * DAY);
    }
    const formats = new Set(news.items.map((i) => i.contentFormat));
    expect([...formats].sort()).toEqual(["article", "podcast", "thread", "video"]);
    expect(news.items.filter((i) => i.contentFormat === "article").length).toBeGreaterThan(news.items.length / 2);
    expect(new Set(news.items.map((i) => i.channelSlug)).size).toBe(news.channels.length);
  });

  it("uses only the allowed HTML tags and short bodies", () => {
    const allowed = new Set(["p", "a", "strong", "em", "ul", "li", "blockquote"]);
    for (const i of news.items) {
      const tags = [...i.bodyHtml.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]!.toLowerCase());
      expect(
        tags.filter((t) => !allowed.has(t)),
        i.slug,
      ).toEqual([]);
      const words = contentPlainText("", i.bodyHtml).split(/\s+/).filter(Boolean).length;
      expect(words, i.slug).toBeGreaterThanOrEqual(55);
      expect(words, i.slug).toBeLessThanOrEqual(160);
    }
  });

  it("records mention counts and first positions that match the text", () => {
    const terms = news.topics.map((t) => ({ slug: t.slug, id: t.id, terms: topicTerms(t) }));
    const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const item of news.items) {
      const text = contentPlainText(item.title, item.bodyHtml);
      // Every whole-word occurrence of every term, then drop those inside a longer occurrence.
      const all = terms.flatMap((t) =>
        t.terms.flatMap((term) =>
          [...text.matchAll(new RegExp(`(?<![A-Za-z0-9_$])${escapeRegExp(term)}(?![A-Za-z0-9_])`, "g"))].map((m) => ({
            slug: t.slug,
            start: m.index,
            end: m.index + term.length,
          })),
        ),
      );
      const kept = all.filter(
        (a) => !all.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start),
      );
      const expected = new Map<string, { count: number; first: number }>();
      for (const k of kept) {
        const e = expected.get(k.slug);
        if (e) {
          e.count += 1;
          e.first = Math.min(e.first, k.start);
        } else expected.set(k.slug, { count: 1, first: k.start });
      }
      expect(item.topics.map((t) => t.topicSlug).sort(), `${item.slug} topic list`).toEqual(
        [...expected.keys()].sort(),
      );
      for (const t of item.topics) {
        const e = expected.get(t.topicSlug)!;
        expect({ slug: t.topicSlug, count: t.mentionCount, first: t.firstPosition }).toEqual({
          slug: t.topicSlug,
          count: e.count,
          first: e.first,
        });
        expect(
          terms.find((x) => x.slug === t.topicSlug)!.terms.some((term) => text.startsWith(term, t.firstPosition)),
        ).toBe(true);
        expect(t.topicId).toBe(terms.find((x) => x.slug === t.topicSlug)!.id);
      }
    }
  });

  it("derives topic counters from the items", () => {
    for (const t of news.topics) {
      const links = news.items.flatMap((i) => i.topics.filter((x) => x.topicId === t.id));
      expect(t.contentCount).toBe(links.length);
      expect(t.occurrences).toBe(links.reduce((s, x) => s + x.mentionCount, 0));
    }
  });
});

describe("demo saga", () => {
  it("is Saga One: 12 weeks from three weeks ago with 3-6 valid challenges each", () => {
    expect(seasons).toHaveLength(1);
    const s = seasons[0]!;
    expect([s.name, s.slug, s.number]).toEqual(["Saga One", "saga-one", 1]);
    expect(BigInt(s.hqPool)).toBe(10_000_000n * 10n ** 18n);
    const startedDaysAgo = (now.getTime() - s.startsAt.getTime()) / DAY;
    expect(startedDaysAgo).toBeGreaterThanOrEqual(21);
    expect(startedDaysAgo).toBeLessThan(22);
    expect(s.weeks.map((w) => w.weekNumber)).toEqual(Array.from({ length: SAGA_ONE_WEEKS }, (_, i) => i + 1));
    expect(s.endsAt.getTime()).toBe(s.weeks.at(-1)!.endsAt.getTime());
    const current = s.weeks.find((w) => w.startsAt <= now && w.endsAt > now);
    expect(current?.weekNumber).toBe(4);
    // The live week reaches three stars through the sandbox providers alone (no history or chain needed).
    expect(current!.challenges.filter((c) => sandboxProviderOf(c.template) !== null).length).toBeGreaterThanOrEqual(5);
    for (const w of s.weeks) {
      expect(w.sagaId).toBe(s.id);
      expect(w.endsAt.getTime() - w.startsAt.getTime()).toBe(7 * DAY);
      expect(w.challenges.length).toBeGreaterThanOrEqual(3);
      expect(w.challenges.length).toBeLessThanOrEqual(6);
      for (const c of w.challenges) {
        expect(c.weekId).toBe(w.id);
        expectValidObjective(c, `week ${w.weekNumber}#${c.position}`);
      }
    }
  });
});

describe("demo users", () => {
  it("has the admin on the first test account and the organization roles", () => {
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const admin = byEmail.get("admin@demo.local")!;
    expect(admin.wallet?.address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(admin.memberships).toEqual([{ organizationSlug: "questhq-demo", role: "admin" }]);
    expect(byEmail.get("ada@demo.local")!.wallet?.address).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(byEmail.get("ben@demo.local")!.wallet?.address).toBe("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
    expect(byEmail.get("cleo@demo.local")!.wallet).toBeNull();
    expect(byEmail.get("nebula@demo.local")!.memberships).toEqual([
      { organizationSlug: "nebula-labs", role: "admin" },
      { organizationSlug: "questhq-demo", role: "member" },
    ]);
    expectUnique({ "referral codes": users.map((u) => u.referralCode), "user ids": users.map((u) => u.id) });
    const userIds = new Set(users.map((u) => u.id));
    for (const m of missions) expect(userIds.has(m.createdByUserId)).toBe(true);
    for (const o of demoOrganizations()) expect(userIds.has(o.createdByUserId)).toBe(true);
  });
});
