import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RunningFakes } from "@questhq/fakes";
import { DISCORD } from "@questhq/core/missions/test-fixtures";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { addObjective, addReward, createCast, createDraft } from "../../test/mission-kit";
import { socialAccount } from "../../db/schema/index";
import { ProviderAuthError } from "../../providers/provider-errors";
import { control, linkByOAuth, userIdOf, verifyContext, withFakesApp } from "../../test/social-kit";
import { discordVerifiers } from "./index";
import { expectNeedsAccount, expectUnavailableOnFakeFailures } from "../verifier-test-kit";
import { DISCORD_BAD_SERVER_ID, DISCORD_NEEDS_ACCOUNT, discordNotMemberMessage } from "./discord-membership";
import { discordMissingRoleMessage } from "./discord-role";

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

const GUILD = DISCORD.discordServerId;
const ROLE = "9876543210987654321";
const JOIN = { ...DISCORD };
const ROLE_VALUES = { ...DISCORD, discordRoleId: ROLE, discordRoleName: "OG" };
const join = discordVerifiers.discord_join!;
const role = discordVerifiers.discord_role!;

let n = 0;
/** A signed-in user with a freshly linked Discord account. */
async function linkedPlayer(): Promise<{ c: Client; userId: string; discordId: string }> {
  const player = await control<{ id: string }>(fakes, "discord", "users", { username: `member_${++n}` });
  const c = await signInWithEmail(t, `discord-verify-${n}@example.com`);
  expect((await linkByOAuth(c, "discord", player.id)).statusCode).toBe(200);
  return { c, userId: await userIdOf(c), discordId: player.id };
}
const setMember = (discordId: string, roles: string[] = []) =>
  control(fakes, "discord", `guilds/${GUILD}/members/${discordId}`, { roles }, "PUT");

describe("discord_join and discord_role", () => {
  it("need a linked Discord account", async () => {
    await expectNeedsAccount(
      t,
      "discord-unlinked@example.com",
      { provider: "discord", message: DISCORD_NEEDS_ACCOUNT },
      [
        (userId) => join(verifyContext(t, userId, "discord_join", JOIN)),
        (userId) => role(verifyContext(t, userId, "discord_join", ROLE_VALUES)),
      ],
    );
  });

  it("complete for a member (and a member with the role); say why otherwise", async () => {
    const { userId, discordId } = await linkedPlayer();
    expect(await join(verifyContext(t, userId, "discord_join", JOIN))).toEqual({
      status: "incomplete",
      message: discordNotMemberMessage("QuestHQ"),
    });
    expect((await role(verifyContext(t, userId, "discord_role", ROLE_VALUES))).status).toBe("incomplete");

    await setMember(discordId, ["111111111111111111"]);
    expect(await join(verifyContext(t, userId, "discord_join", JOIN))).toMatchObject({
      status: "completed",
      evidence: { discord_user_id: discordId, guild_id: GUILD },
    });
    expect(await role(verifyContext(t, userId, "discord_role", ROLE_VALUES))).toEqual({
      status: "incomplete",
      message: discordMissingRoleMessage("OG"),
    });

    await setMember(discordId, ["111111111111111111", ROLE]);
    expect(await role(verifyContext(t, userId, "discord_role", ROLE_VALUES))).toEqual({
      status: "completed",
      evidence: { discord_user_id: discordId, guild_id: GUILD, role_id: ROLE },
    });
  });

  it("say so when the objective's server id is unusable", async () => {
    const { userId } = await linkedPlayer();
    expect(
      await join(verifyContext(t, userId, "discord_join", { ...JOIN, discordServerId: "../../users/@me" })),
    ).toEqual({ status: "incomplete", message: DISCORD_BAD_SERVER_ID });
  });

  it("report Discord's rate limit (with its wait), an outage and an unreadable answer as unavailable", async () => {
    const { userId, discordId } = await linkedPlayer();
    await setMember(discordId);
    await expectUnavailableOnFakeFailures(
      t,
      fakes,
      "discord",
      () => join(verifyContext(t, userId, "discord_join", JOIN)),
      2000,
    );
    // Back to normal after the failures.
    expect((await join(verifyContext(t, userId, "discord_join", JOIN))).status).toBe("completed");
  });

  it("refresh an expired token first; a token Discord no longer accepts raises ProviderAuthError", async () => {
    const { userId, discordId } = await linkedPlayer();
    await setMember(discordId);
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, userId));
    await control(fakes, "discord", "tokens/expire", { user_id: discordId });
    expect((await join(verifyContext(t, userId, "discord_join", JOIN))).status).toBe("completed");

    // Revoked at Discord while our copy still looks valid: 401 from the API.
    await control(fakes, "discord", "tokens/revoke", { user_id: discordId });
    await expect(join(verifyContext(t, userId, "discord_join", JOIN))).rejects.toBeInstanceOf(ProviderAuthError);
    // Expired and revoked: the refresh itself is refused.
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, userId));
    await expect(join(verifyContext(t, userId, "discord_join", JOIN))).rejects.toBeInstanceOf(ProviderAuthError);
  });

  it("work through the participation API: connect first (409), then completed once a member", async () => {
    const cast = await createCast(t);
    const m = await createDraft(cast.admin, cast.orgId);
    const objective = await addObjective(cast.admin, m.id, "discord_join", JOIN);
    await addReward(cast.admin, m.id, {});
    expect((await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);

    const before = await cast.user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: objective.id });
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toEqual({
      code: "conflict",
      message: DISCORD_NEEDS_ACCOUNT,
      fields: { provider: ["discord"] },
    });

    const player = await control<{ id: string }>(fakes, "discord", "users", { username: "mission_player" });
    expect((await linkByOAuth(cast.user, "discord", player.id)).statusCode).toBe(200);
    await setMember(player.id);
    const res = await cast.user.post(`/api/v1/missions/${m.id}/participate`, { objective_id: objective.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe("completed");
  });
});
