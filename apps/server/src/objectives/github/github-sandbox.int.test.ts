import { describe, expect, it } from "vitest";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { addObjective, addReward, createCast, createDraft } from "../../test/mission-kit";
import { fake, withSandboxApp } from "../../test/sandbox-kit";
import { linkByOAuth } from "../../test/social-kit";
import { provisionAllObjectives } from "../../features/sandbox/provision-objective";
import { restoreSandboxLinks } from "../../features/sandbox/restore-sandbox-links";
import { SANDBOX_MESSAGES } from "../sandbox-messages";
import { GITHUB_NOT_STARRED } from "./github-star";
import { GITHUB_NOT_FOLLOWING } from "./github-follow";

// "Do it on Sandbox GitHub": the GitHub fake mounted at /sandbox stars or follows for the linked sandbox account,
// and the ordinary Verify then asks the fake's REST API, as it would ask GitHub.

let t: TestApp;
withSandboxApp((app) => (t = app));

const quiet = { info: () => {}, warn: () => {} };
const act = (c: Client, objectiveId: string) => c.post(`/api/v1/sandbox/objectives/${objectiveId}/act`, {});

async function githubMission() {
  const cast = await createCast(t);
  const m = await createDraft(cast.admin, cast.orgId);
  // Neither the repository nor the account exists in the fake yet: saving the objective provisions them.
  const star = await addObjective(cast.admin, m.id, "github_star", { repository: "lumen-labs/lumen-quest" });
  const follow = await addObjective(cast.admin, m.id, "github_follow", { username: "@lumen-labs" });
  await addReward(cast.admin, m.id);
  expect((await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);
  const verify = (c: Client, objectiveId: string) =>
    c.post(`/api/v1/missions/${m.id}/participate`, { objective_id: objectiveId });
  return { star: star.id, follow: follow.id, verify };
}

let n = 0;
async function sandboxGitHubPlayer() {
  const c = await signInWithEmail(t, `github-sandbox-${++n}@example.com`);
  const account = await fake<{ id: number; login: string }>(t, "github", "POST", "users", {
    login: `sandbox-octo-${n}`,
  });
  const linked = await linkByOAuth(c, "github", account.id);
  expect(linked.statusCode, linked.body).toBe(200);
  return { c, login: account.login };
}

describe("GitHub in the sandbox", () => {
  it("stars and follows for the linked sandbox account, then Verify completes both", async () => {
    const mission = await githubMission();
    const { c } = await sandboxGitHubPlayer();
    expect((await mission.verify(c, mission.star)).json().data.message).toBe(GITHUB_NOT_STARRED);
    expect((await mission.verify(c, mission.follow)).json().data.message).toBe(GITHUB_NOT_FOLLOWING);

    const starred = await act(c, mission.star);
    expect(starred.statusCode, starred.body).toBe(200);
    expect(starred.json().data).toEqual({
      objective_id: mission.star,
      provider: "github",
      message: "Sandbox GitHub: you starred lumen-labs/lumen-quest.",
    });
    const followed = await act(c, mission.follow);
    expect(followed.json().data.message).toBe("Sandbox GitHub: you follow @lumen-labs.");
    for (const id of [mission.star, mission.follow])
      expect((await mission.verify(c, id)).json().data.outcome).toBe("completed");
  });

  it("asks for a linked Sandbox GitHub account first", async () => {
    const mission = await githubMission();
    const newcomer = await signInWithEmail(t, "github-sandbox-newcomer@example.com");
    const res = await act(newcomer, mission.star);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "conflict",
      message: SANDBOX_MESSAGES.linkFirst("GitHub"),
      fields: { provider: ["github"] },
    });
  });

  it("keeps the link, its token and the targets over a restart of the fake", async () => {
    const mission = await githubMission();
    const { c } = await sandboxGitHubPlayer();
    await fake(t, "github", "POST", "reset", {});
    await provisionAllObjectives(t.database.db, t.app.sandbox, quiet);
    expect(await restoreSandboxLinks(t.database.db, t.env, t.app.sandbox, quiet)).toBeGreaterThanOrEqual(1);
    expect((await mission.verify(c, mission.star)).json().data.message).toBe(GITHUB_NOT_STARRED);
    expect((await act(c, mission.star)).statusCode).toBe(200);
    expect((await act(c, mission.follow)).statusCode).toBe(200);
    for (const id of [mission.star, mission.follow])
      expect((await mission.verify(c, id)).json().data.outcome).toBe("completed");
  });
});
