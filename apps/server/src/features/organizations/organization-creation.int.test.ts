import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { user } from "../../db/schema/index";
import {
  createSiblingApp,
  signInWithEmail,
  signInWithWallet,
  withTestApp,
  type Client,
  type TestApp,
} from "../../test/harness";
import { ORGANIZATION_CREATION_MESSAGES } from "./organization-creation";

// ORGANIZATION_CREATION, each way: who is refused gets a 403 in plain words, and GET /me says so beforehand, so the
// web app offers no form that would then fail.

let base: TestApp;
withTestApp((app) => (base = app));
const siblings: TestApp[] = [];
afterAll(async () => {
  for (const s of siblings) await s.close();
});

async function server(settings: Record<string, string>): Promise<TestApp> {
  const s = await createSiblingApp(base, settings);
  siblings.push(s);
  return s;
}

const me = async (c: Client) => (await c.get("/api/v1/users/me")).json().data;
const createOrg = (c: Client, slug: string) => c.post("/api/v1/organizations", { name: `Org ${slug}`, slug });

describe("who may create an organization", () => {
  it("everyone signed in, by default", async () => {
    const c = await signInWithEmail(base, "anyone@example.net");
    expect(await me(c)).toMatchObject({ canCreateOrganization: true, createOrganizationRefusal: null });
    expect((await createOrg(c, "anyones")).statusCode).toBe(201);
    const { client: wallet } = await signInWithWallet(base);
    expect((await createOrg(wallet, "wallets")).statusCode).toBe(201);
  });

  it("operators only: everyone else is refused with the reason, beforehand and on trying", async () => {
    const t = await server({ ORGANIZATION_CREATION: "operators", OPERATOR_EMAILS: "boss@example.com" });
    const member = await signInWithEmail(t, "member@example.com");
    expect(await me(member)).toMatchObject({
      isOperator: false,
      canCreateOrganization: false,
      createOrganizationRefusal: "Only platform operators can create organizations on this server.",
    });
    const refused = await createOrg(member, "not-mine");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "forbidden",
      message: ORGANIZATION_CREATION_MESSAGES.operatorsOnly,
    });
    const boss = await signInWithEmail(t, "boss@example.com");
    expect(await me(boss)).toMatchObject({ canCreateOrganization: true, createOrganizationRefusal: null });
    expect((await createOrg(boss, "the-boss")).statusCode).toBe(201);
  });

  it("domains: a verified address at a listed domain (any case), operators too; nobody else", async () => {
    const t = await server({
      ORGANIZATION_CREATION: "domains:Example.com,acme.org",
      OPERATOR_EMAILS: "ops@elsewhere.io",
    });
    const reason = "Organizations can only be created with a verified email address at example.com or acme.org.";
    expect(ORGANIZATION_CREATION_MESSAGES.domains(["example.com", "acme.org"])).toBe(reason);

    const insider = await signInWithEmail(t, "insider@example.com");
    // Sign-in stores addresses lowercased; one written otherwise (an older account) matches all the same.
    await t.database.db.update(user).set({ email: "Insider@EXAMPLE.com" }).where(eq(user.email, "insider@example.com"));
    expect(await me(insider)).toMatchObject({ canCreateOrganization: true, createOrganizationRefusal: null });
    expect((await createOrg(insider, "acme-quests")).statusCode).toBe(201);

    for (const outsider of ["someone@other.com", "sub@mail.example.com"]) {
      const c = await signInWithEmail(t, outsider);
      expect(await me(c), outsider).toMatchObject({ canCreateOrganization: false, createOrganizationRefusal: reason });
      const refused = await createOrg(c, `refused-${outsider.split("@")[0]}`);
      expect(refused.statusCode, outsider).toBe(403);
      expect(refused.json().error.message).toBe(reason);
    }
    const { client: wallet } = await signInWithWallet(t);
    expect((await createOrg(wallet, "wallet-domains")).statusCode).toBe(403);

    // The same address, no longer proved by a code, is refused.
    const unverified = await signInWithEmail(t, "unverified@example.com");
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, "unverified@example.com"));
    expect(await me(unverified)).toMatchObject({ canCreateOrganization: false, createOrganizationRefusal: reason });
    expect((await createOrg(unverified, "unverified-org")).statusCode).toBe(403);

    const ops = await signInWithEmail(t, "ops@elsewhere.io");
    expect((await createOrg(ops, "ops-org")).statusCode).toBe(201);
  });
});
