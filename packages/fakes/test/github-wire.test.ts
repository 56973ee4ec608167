import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Octokit } from "@octokit/rest";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { CodeChallengeMethod, GitHub, OAuth2Client } from "arctic";
import { startFakeProviders, type RunningFakes } from "../src/index";

// The GitHub fake must answer like github.com and api.github.com do, or verifying a star or a follow through it
// proves nothing: GitHub's own SDK (Octokit) drives the REST calls unchanged, every JSON answer is checked against
// the response schema of its operation in GitHub's published OpenAPI document, and the OAuth app's token exchange
// is done as GitHub documents it (a plain form post) and through arctic, which the server links accounts with.

type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string; discriminator?: { propertyName: string; mapping: Record<string, string> } };
type OpenApi = {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: Json;
};

const require = createRequire(import.meta.url);
// Only the api.github.com document: the package's index loads every GitHub Enterprise version too (about 400 MB).
const document = JSON.parse(
  readFileSync(require.resolve("@octokit/openapi/generated/api.github.com.json"), "utf8"),
) as OpenApi;

const DOC_ID = "https://api.github.com/openapi.json";
const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
addFormats(ajv);
ajv.addSchema({ $id: DOC_ID, components: document.components });

function resolveRef<T>(ref: string): T {
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, "").split("/")) node = (node as Json)[part];
  return node as T;
}

/** The JSON schema the document gives for this operation's answer with this status (null: no body). */
function responseSchema(path: string, method: string, status: number): Schema | null {
  let response = document.paths[path]?.[method]?.responses[String(status)] as Json | undefined;
  if (!response) throw new Error(`GitHub's document has no ${status} answer for ${method.toUpperCase()} ${path}`);
  if (typeof response.$ref === "string") response = resolveRef<Json>(response.$ref);
  const content = response.content as Record<string, { schema: Schema }> | undefined;
  return content?.["application/json"]?.schema ?? null;
}

/**
 * Checks an answer against the document. A oneOf with a discriminator (GET /user: private-user or public-user)
 * is resolved through its mapping, as the document means it: Ajv's own discriminator support needs `const`s that
 * the document does not have, and a private user would otherwise also match public-user and fail oneOf.
 */
function expectDocumented(path: string, method: string, status: number, body: unknown): void {
  const schema = responseSchema(path, method, status);
  if (schema === null) {
    expect(body === undefined || body === "" || body === null, `${status} has no body`).toBe(true);
    return;
  }
  let target: Schema = schema;
  if (schema.discriminator) {
    const value = (body as Json)[schema.discriminator.propertyName] as string;
    const mapped = schema.discriminator.mapping[value];
    expect(mapped, `discriminator ${schema.discriminator.propertyName}=${value}`).toBeDefined();
    target = { $ref: mapped! };
  }
  const validate = ajv.compile(
    JSON.parse(JSON.stringify(target).replaceAll('"#/components/', `"${DOC_ID}#/components/`)),
  );
  const isValid = validate(body);
  expect(validate.errors ?? [], `${method.toUpperCase()} ${path} ${status}`).toEqual([]);
  expect(isValid).toBe(true);
}

const CLIENT = { id: "sandbox-client", secret: "sandbox-secret" };
const REDIRECT = "http://127.0.0.1:9/connect/github/callback";
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

let fakes: RunningFakes;
let g: string;

async function control(path: string, body: unknown = {}, method = "POST"): Promise<Json> {
  const res = await fetch(`${g}/__control/${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const read = async (path: string) => (await (await fetch(`${g}/__control/${path}`)).json()) as Json;

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Submits one form of a page (found by its data attribute) the way a browser does; returns the raw answer. */
async function submitForm(html: string, marker: string, extra: Record<string, string> = {}, cookie = "") {
  const form = [...html.matchAll(/<form method="post" action="([^"]+)"([^>]*)>([\s\S]*?)<\/form>/g)].find((f) =>
    f[2]!.includes(marker),
  );
  if (!form) throw new Error(`no form ${marker}`);
  const body = new URLSearchParams();
  for (const m of form[3]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    body.set(unescapeHtml(m[1]!), unescapeHtml(m[2]!));
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  return fetch(unescapeHtml(form[1]!), { method: "POST", body, redirect: "manual", headers: { cookie } });
}

/** Opens the consent page at this authorization URL and authorizes as the account; returns the redirect. */
async function authorizeAs(authorizationUrl: string, accountId: number): Promise<{ back: URL; cookie: string }> {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const res = await submitForm(html, `data-account="${accountId}"`);
  expect(res.status).toBe(302);
  return { back: new URL(res.headers.get("location")!), cookie: res.headers.get("set-cookie")!.split(";")[0]! };
}

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** The whole web flow with PKCE, the exchange as GitHub documents it (form post, JSON asked for). */
async function tokenFor(accountId: number, scope: string): Promise<string> {
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: CLIENT.id,
    redirect_uri: REDIRECT,
    scope,
    state: "s1",
    code_challenge: s256(verifier),
    code_challenge_method: "S256",
  });
  const { back } = await authorizeAs(`${g}/login/oauth/authorize?${query}`, accountId);
  const res = await fetch(`${g}/login/oauth/access_token`, {
    method: "POST",
    headers: { accept: "application/json" },
    body: new URLSearchParams({
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      code: back.searchParams.get("code")!,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const octokitFor = (auth?: string) => new Octokit({ auth, baseUrl: `${g}/api`, userAgent: "questhq-test", log: quiet });

/** The RequestError an Octokit call fails with (its status, headers and GitHub's JSON body). */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e as { status: number; response: { headers: Json; data: Json } },
  );
  if (!error) throw new Error("the call succeeded");
  return error;
}

const MONA = 270_000_001;
const HUBOT = 270_000_002;

beforeAll(async () => {
  fakes = await startFakeProviders();
  g = `${fakes.url}/github`;
});

afterAll(async () => {
  await fakes?.close();
});

beforeEach(async () => {
  await control("reset");
  await control("repos/questhq/questhq", { description: "Missions and quests", owner_type: "Organization" }, "PUT");
  await control("users", { login: "questhq-dev", name: "QuestHQ developer", can_sign_in: false });
});

describe("OAuth app web flow", () => {
  it("asks for consent, redirects back with a code and state, and exchanges it as GitHub documents", async () => {
    const query = new URLSearchParams({
      client_id: CLIENT.id,
      redirect_uri: REDIRECT,
      scope: "read:user",
      state: "xyz",
    });
    const { back, cookie } = await authorizeAs(`${g}/login/oauth/authorize?${query}`, MONA);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get("state")).toBe("xyz");
    const code = back.searchParams.get("code")!;
    expect(code).toMatch(/^[0-9a-f]{20}$/);
    // Authorizing signs the browser in to Sandbox GitHub (its pages then act as this account).
    expect(cookie).toBe(`user_session=${MONA}`);

    // Without Accept, GitHub answers form-encoded.
    const form = await fetch(`${g}/login/oauth/access_token`, {
      method: "POST",
      body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, code, redirect_uri: REDIRECT }),
    });
    expect(form.status).toBe(200);
    expect(form.headers.get("content-type")).toBe("application/x-www-form-urlencoded; charset=utf-8");
    const answer = new URLSearchParams(await form.text());
    expect([...answer.keys()]).toEqual(["access_token", "scope", "token_type"]);
    expect(answer.get("access_token")).toMatch(/^gho_[A-Za-z0-9]{36}$/);
    expect(answer.get("scope")).toBe("read:user");
    expect(answer.get("token_type")).toBe("bearer");

    // A code is good once; errors come with status 200 and an error field.
    const again = await fetch(`${g}/login/oauth/access_token`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ client_id: CLIENT.id, client_secret: CLIENT.secret, code }),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      error: "bad_verification_code",
      error_description: "The code passed is incorrect or expired.",
      error_uri:
        "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/" +
        "#bad-verification-code",
    });
  });

  it("binds a code to its PKCE challenge, its redirect URI and the app's credentials", async () => {
    const verifier = randomBytes(32).toString("base64url");
    const app = { client_id: CLIENT.id, redirect_uri: REDIRECT };
    const authorize = (params: Record<string, string>) =>
      authorizeAs(`${g}/login/oauth/authorize?${new URLSearchParams({ ...app, ...params })}`, HUBOT);
    const exchange = async (fields: Record<string, string>) => {
      const res = await fetch(`${g}/login/oauth/access_token`, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, ...fields }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Json;
    };
    const pkce = { code_challenge: s256(verifier), code_challenge_method: "S256" };
    const code = (await authorize(pkce)).back.searchParams.get("code")!;
    expect(await exchange({ code })).toMatchObject({ error: "bad_verification_code" });
    expect(await exchange({ code, code_verifier: "not-the-verifier-not-the-verifier-not-the-ver" })).toMatchObject({
      error: "bad_verification_code",
    });
    expect(await exchange({ code, code_verifier: verifier, redirect_uri: "http://127.0.0.1:9/elsewhere" })).toEqual({
      error: "redirect_uri_mismatch",
      error_description: "The redirect_uri MUST match the registered callback URL for this application.",
      error_uri:
        "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/" +
        "#redirect-uri-mismatch2",
    });
    expect(await exchange({ code, code_verifier: verifier, client_secret: "wrong" })).toMatchObject({
      error: "incorrect_client_credentials",
      error_description: "The client_id and/or client_secret passed are incorrect.",
    });
    const tokens = await exchange({ code, code_verifier: verifier });
    expect(tokens).toEqual({ access_token: expect.stringMatching(/^gho_/), scope: "", token_type: "bearer" });

    // GitHub accepts only S256 challenges; an unknown app gets its 404 page.
    const plainPkce = new URLSearchParams({ ...app, code_challenge: verifier, code_challenge_method: "plain" });
    const plain = await fetch(`${g}/login/oauth/authorize?${plainPkce}`);
    expect(plain.status).toBe(400);
    const unknown = await fetch(`${g}/login/oauth/authorize?client_id=nobody&redirect_uri=${REDIRECT}`);
    expect(unknown.status).toBe(404);
  });

  it("redirects a refusal back with access_denied and lets a new sandbox account be made on the page", async () => {
    const query = new URLSearchParams({ client_id: CLIENT.id, redirect_uri: REDIRECT, state: "st" });
    const html = await (await fetch(`${g}/login/oauth/authorize?${query}`)).text();
    // Accounts that only own repositories or are followed are not offered.
    expect(html).toContain("@sandbox-mona");
    expect(html).not.toContain("@questhq-dev");
    const denied = await submitForm(html, 'data-decision="deny"');
    const back = new URL(denied.headers.get("location")!);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("st");

    const bad = await submitForm(html, 'data-create="login"', { new_login: "-bad-" });
    expect(bad.status).toBe(400);
    const made = await submitForm(html, 'data-create="login"', { new_login: "sandbox-carla" });
    expect(made.status).toBe(302);
    const users = (await read("users")) as { users: { login: string; can_sign_in: boolean }[] };
    expect(users.users.find((u) => u.login === "sandbox-carla")).toMatchObject({ can_sign_in: true });
  });

  it("works through arctic: its generic OAuth 2 client with PKCE, and its GitHub provider's URL", async () => {
    const client = new OAuth2Client(CLIENT.id, CLIENT.secret, REDIRECT);
    const verifier = randomBytes(32).toString("base64url");
    const url = client.createAuthorizationURLWithPKCE(
      `${g}/login/oauth/authorize`,
      "st-arctic",
      CodeChallengeMethod.S256,
      verifier,
      ["read:user", "user:follow"],
    );
    const { back } = await authorizeAs(url.toString(), MONA);
    const tokens = await client.validateAuthorizationCode(
      `${g}/login/oauth/access_token`,
      back.searchParams.get("code")!,
      verifier,
    );
    expect(tokens.accessToken()).toMatch(/^gho_/);
    expect(tokens.tokenType()).toBe("bearer");
    expect(tokens.scopes()).toEqual(["read:user,user:follow"]);
    // GitHub's OAuth app tokens do not expire and have no refresh token.
    expect(tokens.hasRefreshToken()).toBe(false);
    expect(() => tokens.accessTokenExpiresAt()).toThrow();

    // arctic's generic client takes GitHub's error answer (status 200) for tokens: the caller must look for `error`.
    const refused = await client.validateAuthorizationCode(`${g}/login/oauth/access_token`, "used-code", verifier);
    expect(refused.data).toMatchObject({ error: "bad_verification_code" });
    expect(() => refused.accessToken()).toThrow();

    // arctic's GitHub provider has github.com's endpoints built in; its authorization URL, moved onto the fake,
    // is one the fake serves (the same parameters).
    const github = new GitHub(CLIENT.id, CLIENT.secret, REDIRECT);
    const real = github.createAuthorizationURL("st-gh", ["read:user"]);
    expect(real.origin + real.pathname).toBe("https://github.com/login/oauth/authorize");
    const moved = await authorizeAs(`${g}${real.pathname}${real.search}`, HUBOT);
    expect(moved.back.searchParams.get("state")).toBe("st-gh");
  });
});

describe("REST API through Octokit", () => {
  it("answers GET /user with the private profile for the user scope and the public one without it", async () => {
    const full = octokitFor(await tokenFor(MONA, "user"));
    const me = await full.rest.users.getAuthenticated();
    expect(me.status).toBe(200);
    expectDocumented("/user", "get", 200, me.data);
    expect(me.data).toMatchObject({
      login: "sandbox-mona",
      id: MONA,
      type: "User",
      user_view_type: "private",
      html_url: `${g}/sandbox-mona`,
      url: `${g}/api/users/sandbox-mona`,
    });
    expect(me.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(me.headers["x-github-api-version-selected"]).toBe("2022-11-28");
    expect(me.headers["x-oauth-scopes"]).toBe("user");
    expect(me.headers["x-ratelimit-limit"]).toBe("5000");
    expect(me.headers["x-ratelimit-resource"]).toBe("core");
    const used = Number(me.headers["x-ratelimit-used"]);
    expect(Number(me.headers["x-ratelimit-remaining"])).toBe(5000 - used);
    expect(Number(me.headers["x-ratelimit-reset"]) * 1000).toBeGreaterThan(Date.now());

    const avatar = await fetch(me.data.avatar_url);
    expect(avatar.headers.get("content-type")).toContain("image/svg+xml");

    const narrow = await octokitFor(await tokenFor(MONA, "read:user")).rest.users.getAuthenticated();
    expectDocumented("/user", "get", 200, narrow.data);
    expect(narrow.data.user_view_type).toBe("public");
    expect(narrow.data).not.toHaveProperty("plan");
  });

  it("checks, stars and unstars a repository for the authenticated user", async () => {
    const octokit = octokitFor(await tokenFor(MONA, "read:user"));
    const repo = { owner: "questhq", repo: "questhq" };
    const before = await failureOf(octokit.rest.activity.checkRepoIsStarredByAuthenticatedUser(repo));
    expect(before.status).toBe(404);
    expectDocumented("/user/starred/{owner}/{repo}", "get", 404, before.response.data);
    expect(before.response.data).toEqual({
      message: "Not Found",
      documentation_url:
        "https://docs.github.com/rest/activity/starring#check-if-a-repository-is-starred-by-the-authenticated-user",
      status: "404",
    });

    const starred = await octokit.rest.activity.starRepoForAuthenticatedUser(repo);
    expect(starred.status).toBe(204);
    // Names are not case sensitive.
    const check = await octokit.rest.activity.checkRepoIsStarredByAuthenticatedUser({
      owner: "QuestHQ",
      repo: "QUESTHQ",
    });
    expect(check.status).toBe(204);
    // Octokit reports a 204's empty body as ""; the document gives that answer no body.
    expectDocumented("/user/starred/{owner}/{repo}", "get", 204, check.data);

    const unknown = await failureOf(octokit.rest.activity.starRepoForAuthenticatedUser({ owner: "nobody", repo: "x" }));
    expect(unknown.status).toBe(404);
    expectDocumented("/user/starred/{owner}/{repo}", "put", 404, unknown.response.data);

    const fetched = await octokit.rest.repos.get(repo);
    expectDocumented("/repos/{owner}/{repo}", "get", 200, fetched.data);
    expect(fetched.data).toMatchObject({ full_name: "questhq/questhq", stargazers_count: 1, private: false });

    expect((await octokit.rest.activity.unstarRepoForAuthenticatedUser(repo)).status).toBe(204);
    expect((await failureOf(octokit.rest.activity.checkRepoIsStarredByAuthenticatedUser(repo))).status).toBe(404);
  });

  it("checks and follows an account, with the user:follow scope that following needs", async () => {
    const octokit = octokitFor(await tokenFor(HUBOT, "read:user user:follow"));
    const target = { username: "questhq-dev" };
    const before = await failureOf(octokit.rest.users.checkPersonIsFollowedByAuthenticated(target));
    expect(before.status).toBe(404);
    expectDocumented("/user/following/{username}", "get", 404, before.response.data);

    expect((await octokit.rest.users.follow(target)).status).toBe(204);
    expect((await octokit.rest.users.checkPersonIsFollowedByAuthenticated(target)).status).toBe(204);

    const profile = await octokit.rest.users.getByUsername(target);
    expectDocumented("/users/{username}", "get", 200, profile.data);
    expect(profile.data).toMatchObject({ login: "questhq-dev", followers: 1, user_view_type: "public" });

    const nobody = await failureOf(octokit.rest.users.follow({ username: "no-such-account" }));
    expect(nobody.status).toBe(404);
    expectDocumented("/user/following/{username}", "put", 404, nobody.response.data);

    // Without user:follow, GitHub answers the follow as if there were nothing to follow.
    const readOnly = octokitFor(await tokenFor(MONA, "read:user"));
    const refused = await failureOf(readOnly.rest.users.follow(target));
    expect(refused.status).toBe(404);
    expect(refused.response.headers["x-accepted-oauth-scopes"]).toBe("user, user:follow");
    expect((await failureOf(readOnly.rest.users.checkPersonIsFollowedByAuthenticated(target))).status).toBe(404);
  });

  it("answers a bad token, a missing one and a revoked one with GitHub's 401 bodies", async () => {
    const bad = await failureOf(octokitFor("gho_notatokenatallnotatokenatallnotatoke").rest.users.getAuthenticated());
    expect(bad.status).toBe(401);
    expectDocumented("/user", "get", 401, bad.response.data);
    expect(bad.response.data).toEqual({
      message: "Bad credentials",
      documentation_url: "https://docs.github.com/rest",
      status: "401",
    });
    expect(bad.response.headers["x-ratelimit-limit"]).toBe("60");

    const anonymous = await failureOf(
      octokitFor().rest.activity.checkRepoIsStarredByAuthenticatedUser({ owner: "questhq", repo: "questhq" }),
    );
    expect(anonymous.status).toBe(401);
    expectDocumented("/user/starred/{owner}/{repo}", "get", 401, anonymous.response.data);
    expect(anonymous.response.data.message).toBe("Requires authentication");

    const token = await tokenFor(MONA, "read:user");
    await control("tokens/revoke", { login: "sandbox-mona" });
    expect((await failureOf(octokitFor(token).rest.users.getAuthenticated())).status).toBe(401);
    // A token the server kept over a restart of the fake works again once restored.
    await control("tokens/restore", { account_id: MONA, access_token: token, scope: "read:user" });
    expect((await octokitFor(token).rest.users.getAuthenticated()).data.login).toBe("sandbox-mona");
  });

  it("answers the failure switch with GitHub's rate-limit answers (403 and 429) and outages", async () => {
    const octokit = octokitFor(await tokenFor(MONA, "read:user"));
    await control("mode", { mode: "rate_limited", times: 1 });
    const secondary = await failureOf(octokit.rest.users.getAuthenticated());
    expect(secondary.status).toBe(403);
    expectDocumented("/user", "get", 403, secondary.response.data);
    expect(secondary.response.data.message).toMatch(/^You have exceeded a secondary rate limit/);
    expect(secondary.response.headers["retry-after"]).toBe("60");
    // The switch was for one call.
    expect((await octokit.rest.users.getAuthenticated()).status).toBe(200);

    await control("rate-limit-style", { kind: "primary", status: 429 });
    await control("mode", { mode: "rate_limited", times: 1 });
    const primary = await failureOf(
      octokit.rest.activity.checkRepoIsStarredByAuthenticatedUser({ owner: "questhq", repo: "questhq" }),
    );
    expect(primary.status).toBe(429);
    // The document lists no 429 for these operations; GitHub's body is the same basic error as its 403.
    expectDocumented("/user/starred/{owner}/{repo}", "get", 403, primary.response.data);
    expect(primary.response.data.message).toBe(`API rate limit exceeded for user ID ${MONA}.`);
    expect(primary.response.headers["x-ratelimit-remaining"]).toBe("0");

    await control("mode", { mode: "down", times: 1 });
    expect((await failureOf(octokit.rest.users.getAuthenticated())).status).toBe(503);
    expect((await read("calls")).calls).toBeGreaterThanOrEqual(5);
  });

  it("refuses an API version it does not know", async () => {
    const token = await tokenFor(MONA, "");
    const res = await fetch(`${g}/api/user`, {
      headers: { authorization: `Bearer ${token}`, "x-github-api-version": "2001-01-01" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toContain("Supported versions are: 2022-11-28");
  });
});

describe("sandbox pages and control", () => {
  it("stars a repository and follows an account as the signed-in sandbox account, seen through the API", async () => {
    // Signing in on the chooser, as the product's "Do it on Sandbox GitHub" does when nobody is signed in.
    const repoPage = `${g}/questhq/questhq`;
    const anonymous = await (await fetch(repoPage)).text();
    expect(anonymous).toContain("Sign in to star this repository");
    const login = await (await fetch(`${g}/login?return_to=${encodeURIComponent(repoPage)}`)).text();
    const signedIn = await submitForm(login, `data-account="${HUBOT}"`);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe(repoPage);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;

    const page = await (await fetch(repoPage, { headers: { cookie } })).text();
    expect(page).toContain("Signed in as <strong>@sandbox-hubot</strong>");
    const star = await submitForm(page, 'data-action="star"', {}, cookie);
    expect(star.status).toBe(303);
    expect(star.headers.get("location")).toBe(repoPage);
    const after = await (await fetch(repoPage, { headers: { cookie } })).text();
    expect(after).toContain('aria-pressed="true">Unstar</button>');
    expect(after).toContain("<span data-stars>1</span> star");

    const profilePage = `${g}/questhq-dev`;
    const profile = await (await fetch(profilePage, { headers: { cookie } })).text();
    const follow = await submitForm(profile, 'data-action="follow"', {}, cookie);
    expect(follow.headers.get("location")).toBe(profilePage);

    const octokit = octokitFor(await tokenFor(HUBOT, "read:user"));
    expect(
      (await octokit.rest.activity.checkRepoIsStarredByAuthenticatedUser({ owner: "questhq", repo: "questhq" })).status,
    ).toBe(204);
    expect((await octokit.rest.users.checkPersonIsFollowedByAuthenticated({ username: "questhq-dev" })).status).toBe(
      204,
    );

    const world = await read("state");
    expect(world.stars).toEqual({ "sandbox-hubot": ["questhq/questhq"] });
    expect(world.follows).toEqual({ "sandbox-hubot": ["questhq-dev"] });

    // Without a session, a Star goes to the sign-in page first; unknown pages are GitHub's 404.
    const noSession = await fetch(`${repoPage}/star`, { method: "POST", redirect: "manual" });
    expect(noSession.headers.get("location")).toBe(`${g}/login?return_to=${encodeURIComponent(repoPage)}`);
    expect((await fetch(`${g}/questhq/nothing-here`)).status).toBe(404);
    // The sign-in page sends nobody elsewhere.
    const away = await submitForm(login, `data-account="${HUBOT}"`, { return_to: "https://example.com/" });
    expect(away.headers.get("location")).toBe(g);
  });

  it("sets and clears stars and follows through the control API, and knows only what was made", async () => {
    await control("users/sandbox-mona/starred/octocat/Hello-World", {}, "PUT");
    await control("users/sandbox-mona/following/octocat", {}, "PUT");
    const octokit = octokitFor(await tokenFor(MONA, "read:user"));
    expect(
      (await octokit.rest.activity.checkRepoIsStarredByAuthenticatedUser({ owner: "octocat", repo: "Hello-World" }))
        .status,
    ).toBe(204);
    expect((await octokit.rest.users.checkPersonIsFollowedByAuthenticated({ username: "octocat" })).status).toBe(204);
    await control("users/sandbox-mona/starred/octocat/Hello-World", {}, "DELETE");
    await control("users/sandbox-mona/following/octocat", {}, "DELETE");
    expect(
      (
        await failureOf(
          octokit.rest.activity.checkRepoIsStarredByAuthenticatedUser({ owner: "octocat", repo: "Hello-World" }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await failureOf(octokit.rest.users.checkPersonIsFollowedByAuthenticated({ username: "octocat" }))).status,
    ).toBe(404);

    await expect(control("users/sandbox-mona/starred/nobody/nothing", {}, "PUT")).rejects.toThrow(/404/);
    await expect(control("repos/bad--owner/x", {}, "PUT")).rejects.toThrow(/400/);
    // A linked account comes back with its id after a restart of the fake.
    const restored = await control("users/123456789", { login: "linked-before" }, "PUT");
    expect(restored).toMatchObject({ id: 123456789, login: "linked-before", can_sign_in: true });
  });
});
