import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { SANDBOX_BEN_ID } from "@questhq/fakes/twitter/state";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createCast, type Cast } from "../../../test/mission-kit";
import { organizationSocialAccount } from "../../../db/schema/index";
import { LINK_MESSAGES } from "./link-rules";
import { control, linkTwitter, startUrl, twitterEnv } from "./twitter-test-kit";

let fakes: RunningFakes;
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  fakes = await startFakeProviders();
  t = await createTestApp(twitterEnv(fakes));
  cast = await createCast(t);
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const orgTwitter = (orgId = cast.orgId) => cast.visitor.get(`/api/v1/organizations/${orgId}/twitter`);
const orgStart = (useExisting: boolean, orgId = cast.orgId) =>
  startUrl({
    is_organization: true,
    use_existing_account: useExisting,
    organization_id: orgId,
    redirect_uri: "/mission-control",
  });

describe("Twitter linking (organization)", () => {
  it("is for the organization's admins only", async () => {
    expect((await cast.visitor.get(orgStart(false))).statusCode).toBe(401);
    for (const outsider of [cast.member, cast.user, cast.otherOrgAdmin]) {
      for (const res of [
        await outsider.get(orgStart(false)),
        await outsider.get(orgStart(true)),
        await outsider.post("/api/v1/twitter/refresh/", { organization_id: cast.orgId }),
        await outsider.post("/api/v1/twitter/disconnect/", { organization_id: cast.orgId }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe("forbidden");
      }
    }
  });

  it("needs organization_id, and an existing account to reuse", async () => {
    const noOrg = await cast.admin.get(startUrl({ is_organization: true }));
    expect(noOrg.statusCode).toBe(400);
    expect(noOrg.json().error.message).toBe(LINK_MESSAGES.organizationRequired);
    const noLink = await cast.admin.get(orgStart(true));
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().error.message).toBe(LINK_MESSAGES.noExistingAccount);
    expect((await orgTwitter()).json().data).toBeNull();
  });

  it("links the admin's existing account without a round trip", async () => {
    expect((await linkTwitter(cast.admin, { accountId: SANDBOX_BEN_ID })).statusCode).toBe(200);
    const res = await cast.admin.get(orgStart(true));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      authorization_url: null,
      organization_linked: true,
      username: "sandbox_ben",
      is_sandbox: false,
    });
    expect((await orgTwitter()).json().data).toEqual({ username: "sandbox_ben", is_sandbox: false });
    const [row] = await t.database.db
      .select()
      .from(organizationSocialAccount)
      .where(eq(organizationSocialAccount.organizationId, cast.orgId));
    expect(row).toMatchObject({ providerUserId: SANDBOX_BEN_ID, accessTokenEnc: null });
    const valid = await cast.admin.post("/api/v1/twitter/refresh/", { organization_id: cast.orgId });
    expect(valid.json().data).toEqual({ access_token_valid: true });
  });

  it("links a different account through X, leaving the admin's own link alone", async () => {
    const res = await linkTwitter(
      cast.admin,
      { username: "acme_hq" },
      {
        is_organization: true,
        use_existing_account: false,
        organization_id: cast.orgId,
        redirect_uri: "/mission-control",
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ username: "acme_hq", redirect_uri: "/mission-control", is_organization: true });
    expect((await orgTwitter()).json().data).toEqual({ username: "acme_hq", is_sandbox: false });
    const own = (await cast.admin.get("/api/v1/users/accounts")).json().data;
    expect(own).toEqual([expect.objectContaining({ provider: "twitter", username: "sandbox_ben" })]);

    const [row] = await t.database.db
      .select()
      .from(organizationSocialAccount)
      .where(eq(organizationSocialAccount.organizationId, cast.orgId));
    expect(row!.accessTokenEnc).toMatch(/^v1\./);
    const check = () =>
      cast.admin
        .post("/api/v1/twitter/refresh/", { organization_id: cast.orgId })
        .then((r) => r.json().data.access_token_valid);
    expect(await check()).toBe(true);
    // Expired on both sides: the organization's own refresh token renews it.
    await control(fakes, "expire-tokens", { username: "acme_hq" });
    await t.database.db
      .update(organizationSocialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationSocialAccount.organizationId, cast.orgId));
    expect(await check()).toBe(true);
    await control(fakes, "expire-tokens", { username: "acme_hq", revoke_refresh_tokens: true });
    expect(await check()).toBe(false);
  });

  it("disconnects the organization's account only", async () => {
    const res = await cast.admin.post("/api/v1/twitter/disconnect/", { organization_id: cast.orgId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ disconnected: true });
    expect((await orgTwitter()).json().data).toBeNull();
    expect((await cast.admin.post("/api/v1/twitter/refresh/", { organization_id: cast.orgId })).json().data).toEqual({
      access_token_valid: false,
    });
    expect((await cast.admin.post("/api/v1/twitter/refresh/", {})).json().data).toEqual({ access_token_valid: true });
  });

  it("answers 404 for an unknown organization", async () => {
    const res = await orgTwitter(randomUUID());
    expect(res.statusCode).toBe(404);
  });
});
