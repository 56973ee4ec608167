import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_REASON_REQUIRED_MESSAGE } from "@questhq/core";
import { createTestApp, type Client, type TestApp } from "../../test/harness";
import {
  addObjective,
  addReward,
  createCast,
  createDraft,
  createPublished,
  missionFields,
  PNG,
  rewardFields,
  withCastApp,
  type Cast,
} from "../../test/mission-kit";
import { missionParticipant } from "../../db/schema/index";
import { ADMIN_ONLY, ARCHIVED_FROZEN, MISSION_NOT_FOUND, NOT_MISSION_MEMBER } from "./mission-access";
import { ALREADY_ARCHIVED, PAUSE_MESSAGES, PUBLISH_MESSAGES } from "./lifecycle-rules";
import { CHAIN_FROZEN } from "./update-mission";

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s));

type Role = "visitor" | "user" | "otherOrgAdmin" | "member" | "admin";
const ROLES: Role[] = ["visitor", "user", "otherOrgAdmin", "member", "admin"];
const who = (r: Role): Client => cast[r];

describe("creating and editing missions", () => {
  it("creates a draft from a multipart form with a banner, sanitising the description", async () => {
    const fields = missionFields(cast.orgId, { title: "Summer Quest!" });
    const res = await cast.member.form("POST", "/api/v1/missions", fields, {
      banner: { data: PNG, filename: "banner.png", type: "image/png" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json().data;
    expect(m).toMatchObject({
      title: "Summer Quest!",
      status: "draft",
      phase: "draft",
      blockchain: 8453,
      viewer_role: "member",
      can_edit: true,
      can_archive: false,
    });
    expect(m.slug).toMatch(/^summer-quest/);
    expect(m.description).toBe("<p>Do the <strong>things</strong></p>");
    expect(m.banner_url).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{64}\.png$/);
    const img = await cast.visitor.get(m.banner_url);
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it("answers bad input with field errors in the schema's words", async () => {
    const res = await cast.admin.post(
      "/api/v1/missions",
      missionFields(cast.orgId, { title: "ab", end_date: new Date(Date.now() - 86_400_000 * 2).toISOString() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: ["Title must be at least 3 characters."],
      end_date: ["End date must be after the start date."],
    });
    const badChain = await cast.admin.post("/api/v1/missions", missionFields(cast.orgId, { blockchain: 999999 }));
    expect(badChain.json().error.fields.blockchain).toEqual(["Blockchain field is required."]);
  });

  it("gives two missions with the same title different slugs", async () => {
    const a = await createDraft(cast.admin, cast.orgId, { title: "Twin Title" });
    const b = await createDraft(cast.admin, cast.orgId, { title: "Twin Title" });
    expect(a.slug).toBe("twin-title");
    expect(b.slug).toMatch(/^twin-title-[0-9a-f]{6}$/);
  });

  it("keeps a draft hidden from everyone outside the organization", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    for (const r of ["visitor", "user", "otherOrgAdmin"] as const) {
      const res = await who(r).get(`/api/v1/missions/${m.slug}`);
      expect(res.statusCode, r).toBe(404);
      expect(res.json().error.message).toBe(MISSION_NOT_FOUND);
    }
    expect((await cast.member.get(`/api/v1/missions/${m.id}`)).statusCode).toBe(200);
  });

  it("refuses to change a published mission's chain, but allows its title", async () => {
    const { mission } = await createPublished(cast);
    const chain = await cast.admin.put(`/api/v1/missions/${mission.id}`, { blockchain: 1 });
    expect(chain.statusCode).toBe(409);
    expect(chain.json().error.message).toBe(CHAIN_FROZEN);
    const title = await cast.member.put(`/api/v1/missions/${mission.id}`, { title: "A better title" });
    expect(title.statusCode).toBe(200);
    expect(title.json().data.title).toBe("A better title");
  });
});

describe("authorization matrix", () => {
  // Every mutating mission, objective and reward route, for each kind of caller.
  // Expected: visitor 401; a signed-in outsider and another organization's admin 403 on a
  // published mission, 404 on a draft (drafts do not exist for them); members and admins
  // succeed, except archive (admins only).
  type Case = {
    name: string;
    adminOnly?: boolean;
    onDraft?: boolean;
    run: (c: Client) => Promise<{ statusCode: number; body: string }>;
  };
  const cases: Case[] = [
    { name: "create mission", run: (c) => c.post("/api/v1/missions", missionFields(cast.orgId)) },
    {
      name: "update mission",
      run: async (c) =>
        c.put(`/api/v1/missions/${(await createPublished(cast)).mission.id}`, { title: "Renamed mission" }),
    },
    {
      name: "publish",
      onDraft: true,
      run: async (c) => {
        const m = await createDraft(cast.admin, cast.orgId);
        await addObjective(cast.admin, m.id);
        await addReward(cast.admin, m.id);
        return c.post(`/api/v1/missions/${m.id}/publish`, {});
      },
    },
    {
      name: "pause",
      run: async (c) => c.post(`/api/v1/missions/${(await createPublished(cast)).mission.id}/pause`, {}),
    },
    {
      name: "archive",
      adminOnly: true,
      run: async (c) => c.post(`/api/v1/missions/${(await createPublished(cast)).mission.id}/archive`, {}),
    },
    {
      name: "create objective",
      onDraft: true,
      run: async (c) =>
        c.post("/api/v1/objectives", {
          mission: (await createDraft(cast.admin, cast.orgId)).id,
          template: "twitter_follow",
          values: { username: "@jack" },
        }),
    },
    {
      name: "update objective",
      onDraft: true,
      run: async (c) => {
        const m = await createDraft(cast.admin, cast.orgId);
        const o = await addObjective(cast.admin, m.id);
        return c.put(`/api/v1/objectives/${o.id}`, {
          mission: m.id,
          template: "twitter_follow",
          values: { username: "@jill" },
        });
      },
    },
    {
      name: "delete objective",
      onDraft: true,
      run: async (c) =>
        c.delete(
          `/api/v1/objectives/${(await addObjective(cast.admin, (await createDraft(cast.admin, cast.orgId)).id)).id}`,
        ),
    },
    {
      name: "reorder objectives",
      onDraft: true,
      run: async (c) => {
        const m = await createDraft(cast.admin, cast.orgId);
        const a = await addObjective(cast.admin, m.id);
        const b = await addObjective(cast.admin, m.id, "twitter_like");
        return c.post(`/api/v1/missions/${m.id}/objectives/reorder`, { order: [b.id, a.id] });
      },
    },
    {
      name: "create reward",
      onDraft: true,
      run: async (c) => c.post("/api/v1/rewards", rewardFields((await createDraft(cast.admin, cast.orgId)).id)),
    },
    {
      name: "update reward",
      onDraft: true,
      run: async (c) => {
        const m = await createDraft(cast.admin, cast.orgId);
        const r = await addReward(cast.admin, m.id);
        return c.put(`/api/v1/rewards/${r.id}`, { mission: m.id, title: "New reward title" });
      },
    },
    {
      name: "delete reward",
      onDraft: true,
      run: async (c) =>
        c.delete(`/api/v1/rewards/${(await addReward(cast.admin, (await createDraft(cast.admin, cast.orgId)).id)).id}`),
    },
  ];

  for (const c of cases) {
    const allowed = c.adminOnly ? "member 403, admin" : "member and admin";
    it(`${c.name}: visitor 401, outsiders ${c.onDraft ? 404 : 403}, ${allowed} succeed`, async () => {
      const seen: Record<Role, number> = {} as Record<Role, number>;
      for (const role of ROLES) seen[role] = (await c.run(who(role))).statusCode;
      expect(seen).toEqual({
        visitor: 401,
        user: c.onDraft ? 404 : 403,
        otherOrgAdmin: c.onDraft ? 404 : 403,
        member: c.adminOnly ? 403 : c.name.startsWith("create") ? 201 : 200,
        admin: c.name.startsWith("create") ? 201 : 200,
      });
    });
  }

  it("says why outsiders and members are refused", async () => {
    const { mission } = await createPublished(cast);
    expect((await cast.user.put(`/api/v1/missions/${mission.id}`, { title: "Mine now" })).json().error.message).toBe(
      NOT_MISSION_MEMBER,
    );
    expect((await cast.member.post(`/api/v1/missions/${mission.id}/archive`, {})).json().error.message).toBe(
      ADMIN_ONLY,
    );
    const other = await cast.otherOrgAdmin.post("/api/v1/missions", missionFields(cast.orgId));
    expect(other.json().error.message).toBe("You are not a member of this organization.");
  });
});

describe("lifecycle", () => {
  it("publishes only with objectives, a reward and dates in order, then refuses a second publish", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const publish = () => cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
    let res = await publish();
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PUBLISH_MESSAGES.noObjectives);
    expect(res.json().error.fields._).toEqual([PUBLISH_MESSAGES.noObjectives, PUBLISH_MESSAGES.noReward]);
    await addObjective(cast.admin, m.id);
    res = await publish();
    expect(res.json().error.message).toBe(PUBLISH_MESSAGES.noReward);
    await addReward(cast.admin, m.id);
    res = await publish();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "published", phase: "live" });
    expect(res.json().data.published_at).not.toBeNull();
    res = await publish();
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PUBLISH_MESSAGES.alreadyPublished);
  });

  it("refuses to publish a mission whose end has passed", async () => {
    const m = await createDraft(cast.admin, cast.orgId, {
      start_date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      end_date: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await addObjective(cast.admin, m.id);
    await addReward(cast.admin, m.id);
    const res = await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
    expect(res.json().error.message).toBe(PUBLISH_MESSAGES.endPassed);
  });

  it("refuses an 11th objective", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    for (let i = 0; i < 10; i++) await addObjective(cast.admin, m.id, "twitter_like");
    const res = await cast.admin.post("/api/v1/objectives", {
      mission: m.id,
      template: "twitter_like",
      values: { tweetUrl: "https://x.com/a/status/1" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("A mission can have at most 10 objectives.");
  });

  it("pauses and resumes a published mission, and refuses the wrong transitions", async () => {
    const { mission } = await createPublished(cast);
    expect((await cast.member.post(`/api/v1/missions/${mission.id}/resume`, {})).json().error.message).toBe(
      PAUSE_MESSAGES.notPaused,
    );
    const paused = await cast.member.post(`/api/v1/missions/${mission.id}/pause`, {});
    expect(paused.json().data).toMatchObject({ status: "paused", phase: "paused" });
    expect((await cast.member.post(`/api/v1/missions/${mission.id}/pause`, {})).json().error.message).toBe(
      PAUSE_MESSAGES.notPublished,
    );
    expect((await cast.member.post(`/api/v1/missions/${mission.id}/resume`, {})).json().data.status).toBe("published");
  });

  it("archives irreversibly: a second archive and every later change are refused", async () => {
    const { mission, objective, reward } = await createPublished(cast);
    const archived = await cast.admin.post(`/api/v1/missions/${mission.id}/archive`, {});
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({
      status: "archived",
      phase: "archived",
      can_edit: false,
      can_archive: false,
    });
    const again = await cast.admin.post(`/api/v1/missions/${mission.id}/archive`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ALREADY_ARCHIVED);
    const attempts = [
      cast.admin.put(`/api/v1/missions/${mission.id}`, { title: "Back from the dead" }),
      cast.admin.post(`/api/v1/missions/${mission.id}/publish`, {}),
      cast.admin.post(`/api/v1/missions/${mission.id}/resume`, {}),
      cast.admin.post("/api/v1/objectives", {
        mission: mission.id,
        template: "twitter_follow",
        values: { username: "@jack" },
      }),
      cast.admin.put(`/api/v1/objectives/${objective.id}`, {
        mission: mission.id,
        template: "twitter_follow",
        values: { username: "@jack", title: "x" },
      }),
      cast.admin.delete(`/api/v1/objectives/${objective.id}`),
      cast.admin.put(`/api/v1/rewards/${reward.id}`, { mission: mission.id, title: "Other prize" }),
      cast.admin.delete(`/api/v1/rewards/${reward.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(ARCHIVED_FROZEN);
    }
    // Still readable by its link, but gone from Explore.
    expect((await cast.visitor.get(`/api/v1/missions/${mission.slug}`)).statusCode).toBe(200);
    const list = await cast.visitor.get(
      `/api/v1/missions?search=${encodeURIComponent(mission.slug.slice(0, 12))}&limit=50`,
    );
    expect(list.json().data.map((m: { id: string }) => m.id)).not.toContain(mission.id);
  });

  it("freezes what participants rely on once someone has started", async () => {
    const { mission, objective, reward } = await createPublished(cast);
    const [participant] = await t.database.db.select().from(missionParticipant).limit(0);
    expect(participant).toBeUndefined();
    const userId = (await cast.user.get("/api/v1/users/me")).json().data.id as string;
    await t.database.db.insert(missionParticipant).values({ missionId: mission.id, userId, status: "Started" });

    const wording = await cast.member.put(`/api/v1/objectives/${objective.id}`, {
      mission: mission.id,
      template: "twitter_follow",
      values: { username: "@jack", button_title: "Follow us" },
    });
    expect(wording.statusCode, wording.body).toBe(200);
    const values = await cast.member.put(`/api/v1/objectives/${objective.id}`, {
      mission: mission.id,
      template: "twitter_follow",
      values: { username: "@jill" },
    });
    expect(values.statusCode).toBe(409);
    expect(values.json().error.message).toBe(
      "Only the title, description and button text of this objective can change now that people have started " +
        "the mission.",
    );
    expect((await cast.member.delete(`/api/v1/objectives/${objective.id}`)).json().error.message).toBe(
      "Objectives cannot be removed once people have started this mission.",
    );
    expect(
      (
        await cast.member.post("/api/v1/objectives", {
          mission: mission.id,
          template: "twitter_like",
          values: { tweetUrl: "https://x.com/a/status/1" },
        })
      ).json().error.message,
    ).toBe("Objectives cannot be added once people have started this mission.");
    const selection = await cast.member.put(`/api/v1/rewards/${reward.id}`, {
      mission: mission.id,
      selection_process: "All",
    });
    expect(selection.statusCode).toBe(409);
    const winners = await cast.member.put(`/api/v1/rewards/${reward.id}`, {
      mission: mission.id,
      number_of_winners: 25,
    });
    expect(winners.json().data).toMatchObject({ number_of_winners: 25, winners_label: "25" });
    expect((await cast.member.delete(`/api/v1/rewards/${reward.id}`)).json().error.message).toBe(
      "A published mission must keep its reward.",
    );

    const mine = await cast.user.get("/api/v1/users/missions?limit=5&offset=0");
    expect(mine.json()).toMatchObject({
      total: 1,
      data: [{ id: mission.id, user_status: "Started", completed_objectives: [] }],
    });
  });
});

describe("explore", () => {
  let local: TestApp;
  let c: Cast;
  beforeAll(async () => {
    local = await createTestApp();
    c = await createCast(local);
  });
  afterAll(async () => local?.close());

  it("lists published, unfinished missions only, filtered by chain and search, paged by a stable keyset", async () => {
    const base = await createPublished(c, { title: "Base Alpha", blockchain: 8453 });
    const eth = await createPublished(c, { title: "Ethereum Beta", blockchain: 1 });
    const base2 = await createPublished(c, { title: "Base Gamma", blockchain: 8453 });
    await createDraft(c.admin, c.orgId, { title: "Base Draft", blockchain: 8453 });

    const all = (await c.visitor.get("/api/v1/missions?sort=newest")).json();
    expect(all.data.map((m: { id: string }) => m.id)).toEqual([base2.mission.id, eth.mission.id, base.mission.id]);
    expect(all.next).toBeNull();
    expect(all.data[0]).toMatchObject({
      phase: "live",
      organization: { id: c.orgId },
      reward: { title: "Genesis pass", winners_label: "10" },
    });

    const onBase = (await c.visitor.get("/api/v1/missions?blockchain=8453&sort=newest")).json();
    expect(onBase.data.map((m: { title: string }) => m.title)).toEqual(["Base Gamma", "Base Alpha"]);

    const search = (await c.visitor.get("/api/v1/missions?search=gamm")).json();
    expect(search.data.map((m: { title: string }) => m.title)).toEqual(["Base Gamma"]);
    const short = await c.visitor.get("/api/v1/missions?search=g");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe("Search must be at least 2 characters.");

    for (const sort of ["featured", "newest", "ending_soon", "most_participants"]) {
      const seen: string[] = [];
      let url: string | null = `/api/v1/missions?sort=${sort}&limit=2`;
      let pages = 0;
      while (url) {
        const page: { data: { id: string }[]; next: string | null } = (await c.visitor.get(url)).json();
        seen.push(...page.data.map((m) => m.id));
        url = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
        pages++;
      }
      expect(pages, sort).toBe(2);
      expect(new Set(seen).size, sort).toBe(3);
    }
    const badCursor = await c.visitor.get("/api/v1/missions?sort=newest&next=garbage");
    expect(badCursor.statusCode).toBe(400);
  });

  it("suggests live missions of the same chain or organization", async () => {
    const a = await createPublished(c, { title: "Suggest A", blockchain: 10 });
    const res = await c.visitor.get(`/api/v1/missions/${a.mission.slug}/suggested`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((m: { id: string }) => m.id);
    expect(ids).not.toContain(a.mission.id);
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe("reports", () => {
  it("lets a visitor report a published mission with a reason (201)", async () => {
    const { mission } = await createPublished(cast);
    const res = await cast.visitor.post(`/api/v1/missions/${mission.id}/flag`, {
      flag_type: "Fraudulent or Suspicious Activity",
      notes: "Fake team",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      mission: mission.id,
      flag_type: "Fraudulent or Suspicious Activity",
      notes: "Fake team",
    });
  });

  it("asks for a reason in the catalogue's words", async () => {
    const { mission } = await createPublished(cast);
    for (const body of [{}, { flag_type: "" }, { flag_type: "Spam" }]) {
      const res = await cast.visitor.post(`/api/v1/missions/${mission.id}/flag`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(REPORT_REASON_REQUIRED_MESSAGE);
    }
  });

  it("limits how many reports one client files per minute", async () => {
    const limited = await createTestApp({ REPORT_RATE_LIMIT_MAX: "2" });
    try {
      const lc = await createCast(limited);
      const { mission } = await createPublished(lc);
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await lc.visitor.post(`/api/v1/missions/${mission.id}/flag`, { flag_type: "Other" }));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 429]);
      // The limit says what it is and when to try again, as the global one does (it used to say "Bad request.").
      expect(answers[2]!.json().error).toEqual({
        code: "rate_limited",
        message: expect.stringMatching(/^Too many requests; try again in \d+ seconds?\.$/),
      });
    } finally {
      await limited.close();
    }
  });
});

describe("Mission Control list", () => {
  it("shows members every mission of the organization with counts, and refuses outsiders", async () => {
    const draft = await createDraft(cast.admin, cast.orgId, { title: "Control Draft" });
    const res = await cast.member.get(`/api/v1/organizations/${cast.orgId}/missions`);
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((m: { id: string }) => m.id === draft.id);
    expect(row).toMatchObject({ status: "draft", objective_count: 0, has_reward: false, entries: 0 });
    expect((await cast.user.get(`/api/v1/organizations/${cast.orgId}/missions`)).statusCode).toBe(403);
    expect((await cast.visitor.get(`/api/v1/organizations/${cast.orgId}/missions`)).statusCode).toBe(401);
  });
});
