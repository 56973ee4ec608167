import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SAGA_MESSAGES } from "@questhq/core";
import { user } from "../../db/schema/index";
import { signInWithEmail, signInWithWallet, withTestApp, type Client, type TestApp } from "../../test/harness";
import { ORGANIZATION_CREATION_MESSAGES } from "../organizations/index";
import { grantOperator, isOperator, listOperatorGrants, revokeOperator } from "./index";

// The first operator of a fresh server is named by address before they have an account (`npm run admin -- init`);
// on a server where only operators create organizations, that is how anyone gets started.

let t: TestApp;
withTestApp((app) => (t = app), { OPERATOR_EMAILS: "env-op@example.com", ORGANIZATION_CREATION: "operators" });

const me = async (c: Client) => (await c.get("/api/v1/users/me")).json().data;
const createOrg = (c: Client, slug: string) => c.post("/api/v1/organizations", { name: `Org ${slug}`, slug });

describe("operator grants by email address", () => {
  it("a grant recorded before the first sign-in makes them an operator once they sign in; again: no-op", async () => {
    expect(await grantOperator(t.database.db, "First@Example.com", "cli")).toEqual({
      alreadyGranted: false,
      signedIn: false,
    });
    expect(await grantOperator(t.database.db, "first@example.com", "cli")).toEqual({
      alreadyGranted: true,
      signedIn: false,
    });
    const pending = (await listOperatorGrants(t.database.db)).find((g) => g.email === "first@example.com");
    expect(pending).toMatchObject({ grantedBy: "cli", signedIn: false });

    const first = await signInWithEmail(t, "first@example.com");
    expect(await me(first)).toMatchObject({
      isOperator: true,
      canCreateOrganization: true,
      createOrganizationRefusal: null,
    });
    expect((await createOrg(first, "first-org")).statusCode).toBe(201);
    expect((await first.get("/api/v1/operator/seasons")).statusCode).toBe(200);
    expect(await grantOperator(t.database.db, "first@example.com", "cli")).toEqual({
      alreadyGranted: true,
      signedIn: true,
    });
    expect((await listOperatorGrants(t.database.db)).find((g) => g.email === "first@example.com")?.signedIn).toBe(true);
  });

  it("OPERATOR_EMAILS names an operator before their first sign-in too", async () => {
    const [before] = await t.database.db.select().from(user).where(eq(user.email, "env-op@example.com"));
    expect(before).toBeUndefined();
    const op = await signInWithEmail(t, "env-op@example.com");
    expect(await me(op)).toMatchObject({ isOperator: true, canCreateOrganization: true });
    expect((await createOrg(op, "env-op-org")).statusCode).toBe(201);
  });

  it("revoking takes back the grant by address and the one to the account", async () => {
    const later = await signInWithEmail(t, "later@example.com");
    expect(await me(later)).toMatchObject({
      isOperator: false,
      canCreateOrganization: false,
      createOrganizationRefusal: ORGANIZATION_CREATION_MESSAGES.operatorsOnly,
    });
    expect(await grantOperator(t.database.db, "later@example.com", "cli")).toEqual({
      alreadyGranted: false,
      signedIn: true,
    });
    expect((await me(later)).isOperator).toBe(true);

    expect(await revokeOperator(t.database.db, "LATER@example.com")).toBe(true);
    expect((await me(later)).isOperator).toBe(false);
    const refused = await createOrg(later, "later-org");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ORGANIZATION_CREATION_MESSAGES.operatorsOnly);
    const saga = await later.get("/api/v1/operator/seasons");
    expect(saga.statusCode).toBe(403);
    expect(saga.json().error.message).toBe(SAGA_MESSAGES.operatorOnly);
    expect(await revokeOperator(t.database.db, "later@example.com")).toBe(false);
    expect((await listOperatorGrants(t.database.db)).map((g) => g.email)).not.toContain("later@example.com");
  });

  it("a grant by address counts only once the address is verified", async () => {
    await grantOperator(t.database.db, "unproven@example.com", "cli");
    // An account with that address that no email code has proved (no sign-in method makes one today).
    await t.database.db
      .insert(user)
      .values({ id: "unproven-user", name: "Unproven", email: "Unproven@example.com", emailVerified: false });
    const who = { id: "unproven-user", email: "Unproven@example.com" };
    expect(await isOperator(t.database.db, t.env, who)).toBe(false);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, "unproven-user"));
    expect(await isOperator(t.database.db, t.env, who)).toBe(true);
  });

  it("a wallet account is no operator and, here, may not create an organization", async () => {
    const { client } = await signInWithWallet(t);
    expect(await me(client)).toMatchObject({ isOperator: false, canCreateOrganization: false });
    expect((await createOrg(client, "wallet-org")).statusCode).toBe(403);
  });
});
