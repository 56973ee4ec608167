import { describe, expect, it } from "vitest";
import { PENDING_VERIFICATION_MESSAGE } from "@questhq/core";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { addObjective, addReward, createCast, createDraft } from "../../test/mission-kit";
import { ProviderAuthError } from "../../providers/provider-errors";
import { control, linkByOAuth, userIdOf, verifyContext, withFakesApp } from "../../test/social-kit";
import { PARTICIPATION_MESSAGES } from "../../features/participation/participation-rules";
import { githubVerifiers } from "./index";
import { GITHUB_BAD_REPOSITORY, GITHUB_NEEDS_ACCOUNT, GITHUB_NOT_STARRED } from "./github-star";
import { GITHUB_BAD_USERNAME, GITHUB_NOT_FOLLOWING } from "./github-follow";
import { expectUnavailableOnFakeFailures } from "../verifier-test-kit";

// The GitHub verifiers against the GitHub fake, which answers GitHub's REST API: 204 when the user stars or follows,
// 404 when not, 401 for a revoked token, 403 with a spent rate limit, 5xx when down.

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

const STAR = { repository: "octocat/Hello-World" };
const FOLLOW = { username: "octocat" };
const star = githubVerifiers.github_star!;
const follow = githubVerifiers.github_follow!;

let n = 0;
/** A signed-in user with a freshly linked GitHub account of the fake. */
async function linkedPlayer(): Promise<{ c: Client; userId: string; githubId: number; login: string }> {
  const player = await control<{ id: number; login: string }>(fakes, "github", "users", { login: `verifier-${++n}` });
  const c = await signInWithEmail(t, `github-verify-${n}@example.com`);
  expect((await linkByOAuth(c, "github", player.id)).statusCode).toBe(200);
  return { c, userId: await userIdOf(c), githubId: player.id, login: player.login };
}
const starAs = (login: string) => control(fakes, "github", `users/${login}/starred/octocat/Hello-World`, {}, "PUT");
const followAs = (login: string) => control(fakes, "github", `users/${login}/following/octocat`, {}, "PUT");

describe("github_star and github_follow", () => {
  it("need a linked GitHub account", async () => {
    const userId = await userIdOf(await signInWithEmail(t, "github-unlinked@example.com"));
    for (const [verify, template, values] of [
      [star, "github_star", STAR],
      [follow, "github_follow", FOLLOW],
    ] as const) {
      expect(await verify(verifyContext(t, userId, template, values))).toEqual({
        status: "needs_account",
        provider: "github",
        message: GITHUB_NEEDS_ACCOUNT,
      });
    }
  });

  it("say not yet until GitHub answers 204, then complete with the account and the target", async () => {
    const { userId, githubId, login } = await linkedPlayer();
    expect(await star(verifyContext(t, userId, "github_star", STAR))).toEqual({
      status: "incomplete",
      message: GITHUB_NOT_STARRED,
    });
    expect(await follow(verifyContext(t, userId, "github_follow", FOLLOW))).toEqual({
      status: "incomplete",
      message: GITHUB_NOT_FOLLOWING,
    });

    await starAs(login);
    await followAs(login);
    expect(await star(verifyContext(t, userId, "github_star", STAR))).toEqual({
      status: "completed",
      evidence: { github_user_id: String(githubId), repository: "octocat/Hello-World" },
    });
    expect(await follow(verifyContext(t, userId, "github_follow", { username: "@octocat" }))).toEqual({
      status: "completed",
      evidence: { github_user_id: String(githubId), following: "octocat" },
    });
  });

  it("say not yet for a repository or an account GitHub does not know (it answers 404 for both)", async () => {
    const { userId } = await linkedPlayer();
    const missing = { repository: "octocat/no-such-repository" };
    expect(await star(verifyContext(t, userId, "github_star", missing))).toMatchObject({ status: "incomplete" });
    const nobody = { username: "no-such-account-here" };
    expect(await follow(verifyContext(t, userId, "github_follow", nobody))).toMatchObject({ status: "incomplete" });
  });

  it("say so when the objective's repository or username is unusable, without asking GitHub", async () => {
    const { userId } = await linkedPlayer();
    for (const repository of ["octocat", "../../user", "a/b/c"]) {
      expect(await star(verifyContext(t, userId, "github_star", { repository }))).toEqual({
        status: "incomplete",
        message: GITHUB_BAD_REPOSITORY,
      });
    }
    expect(await follow(verifyContext(t, userId, "github_follow", { username: "../user" }))).toEqual({
      status: "incomplete",
      message: GITHUB_BAD_USERNAME,
    });
  });

  it("report GitHub's rate limit, an outage and an unreadable answer as unavailable", async () => {
    const { userId, login } = await linkedPlayer();
    await starAs(login);
    await expectUnavailableOnFakeFailures(t, fakes, "github", () =>
      star(verifyContext(t, userId, "github_star", STAR)),
    );
    expect((await star(verifyContext(t, userId, "github_star", STAR))).status).toBe("completed");
  });

  it("raise ProviderAuthError for a token GitHub no longer accepts (the user revoked the app)", async () => {
    const { userId, login } = await linkedPlayer();
    await control(fakes, "github", "tokens/revoke", { login });
    await expect(star(verifyContext(t, userId, "github_star", STAR))).rejects.toBeInstanceOf(ProviderAuthError);
    await expect(follow(verifyContext(t, userId, "github_follow", FOLLOW))).rejects.toBeInstanceOf(ProviderAuthError);
  });

  it("work through the participation API: connect, not yet, reconnect, completed, pending", async () => {
    const cast = await createCast(t);
    const m = await createDraft(cast.admin, cast.orgId);
    const objective = await addObjective(cast.admin, m.id, "github_star", STAR);
    const following = await addObjective(cast.admin, m.id, "github_follow", FOLLOW);
    await addReward(cast.admin, m.id, {});
    expect((await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);
    const participate = () => cast.user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: objective.id });

    const unlinked = await participate();
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().error).toEqual({
      code: "conflict",
      message: GITHUB_NEEDS_ACCOUNT,
      fields: { provider: ["github"] },
    });

    const player = await control<{ id: number; login: string }>(fakes, "github", "users", { login: "mission-octo" });
    expect((await linkByOAuth(cast.user, "github", player.id)).statusCode).toBe(200);
    const notYet = await participate();
    expect(notYet.statusCode, notYet.body).toBe(200);
    expect(notYet.json().data).toMatchObject({ outcome: "incomplete", message: GITHUB_NOT_STARRED });

    await control(fakes, "github", "tokens/revoke", { login: player.login });
    const revoked = await participate();
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().error).toMatchObject({ message: PARTICIPATION_MESSAGES.reconnect("GitHub") });

    expect((await linkByOAuth(cast.user, "github", player.id)).statusCode).toBe(200);
    await starAs(player.login);
    const done = await participate();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.outcome).toBe("completed");

    // GitHub down: the follow objective waits, pending, and is checked again in the background.
    await control(fakes, "github", "mode", { mode: "down", times: 1 });
    const down = await cast.user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: following.id });
    expect(down.json().data).toMatchObject({ outcome: "pending", message: PENDING_VERIFICATION_MESSAGE });
  });
});
