import { openApiChecker, pruneOpenApi, type OpenApiChecker, type OpenApiDocument } from "../openapi";
import type { Answer, Probe, ProbeContext, ProviderContract } from "../types";
import { readVendored } from "../documents";

// Discord's HTTP API v10 as Discord publishes it (discord/discord-api-spec, specs/openapi.json): the two reads the
// product makes with a user's OAuth 2 token. The token endpoint (/oauth2/token) is not in that document (it follows
// RFC 6749). The document requires the X-RateLimit-* headers on every answer; how their values relate (Reset is
// now + Reset-After, a 429 leaves nothing Remaining and says when to retry) is only in the prose docs
// (discord.com/developers/docs/topics/rate-limits), so that is checked here.

const ME = "GET /users/@me";
const MEMBER = "GET /users/@me/guilds/{guild_id}/member";

export function vendor(full: unknown): unknown {
  return pruneOpenApi(full as OpenApiDocument, [ME, MEMBER]);
}

// Read when first checked, so vendor() can write the file before it exists.
let checker: OpenApiChecker | undefined;
function vendored(): OpenApiChecker {
  if (!checker) {
    checker = openApiChecker(
      readVendored<OpenApiDocument>("discord"),
      "https://github.com/discord/discord-api-spec/specs/openapi.json",
    );
  }
  return checker;
}

const SAM = "1100000000000000001";
const GUILD = "1200000000000000001";
const OTHER_GUILD = "1200000000000000002";
const ROLES = ["1300000000000000001", "1300000000000000002"];
const SCOPES = "identify guilds guilds.members.read";

async function tokenFor(ctx: ProbeContext, accountId: string, scope = SCOPES): Promise<string> {
  const token = `contract-${accountId}-${Math.random().toString(36).slice(2)}`;
  await ctx.control("tokens/restore", { account_id: accountId, access_token: token, scope });
  return token;
}

/** A read as the product makes it: the user's Bearer token (none when `token` is null), JSON asked for. */
const get = (ctx: ProbeContext, path: string, token: string | null) =>
  ctx.call(`${ctx.base}/api${path}`, {
    headers: { accept: "application/json", ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
  });

const memberPath = (guildId: string) => `/users/@me/guilds/${guildId}/member`;

/** A new user (made through the control API) with a token of these scopes. */
async function newUser(ctx: ProbeContext, body: Record<string, unknown>, scope = SCOPES) {
  const user = (await ctx.control("users", body)) as { id: string };
  return { id: user.id, token: await tokenFor(ctx, user.id, scope) };
}

async function member(ctx: ProbeContext, roles: string[], nick: string | null): Promise<Answer> {
  const { id, token } = await newUser(ctx, { username: `member_${roles.length}`, global_name: null });
  await ctx.control(`guilds/${GUILD}/members/${id}`, { roles, nick }, "PUT");
  return get(ctx, memberPath(GUILD), token);
}

/**
 * Rate limited on the next call (the fake's failure injection), as Discord answers once a bucket is spent; after
 * `earlier` calls in the same window, so the wait is what is left of it.
 */
async function rateLimited(ctx: ProbeContext, path: string, earlier = 0): Promise<Answer> {
  const token = await tokenFor(ctx, SAM);
  for (let i = 0; i < earlier; i++) await get(ctx, path, token);
  await ctx.control("mode", { mode: "rate_limited", times: 1 });
  return get(ctx, path, token);
}

/** Two calls with one token in one window: the second shows one call fewer Remaining, in the same bucket. */
async function countsDown(ctx: ProbeContext, path: string): Promise<Answer> {
  const token = await tokenFor(ctx, SAM);
  const first = await get(ctx, path, token);
  const second = await get(ctx, path, token);
  const remaining = (a: Answer) => Number(a.headers["x-ratelimit-remaining"]);
  if (remaining(second) !== remaining(first) - 1)
    throw new Error(`X-RateLimit-Remaining went ${remaining(first)} → ${remaining(second)}`);
  if (first.headers["x-ratelimit-bucket"] !== second.headers["x-ratelimit-bucket"])
    throw new Error("X-RateLimit-Bucket changed within one route");
  return second;
}

const probe = (operation: string, name: string, run: Probe["run"]): Probe => ({ operation, name, run });

const probes: Probe[] = [
  probe(ME, "signed in, with a display name", async (ctx) => get(ctx, "/users/@me", await tokenFor(ctx, SAM))),
  probe(ME, "signed in, no display name", async (ctx) => {
    const { token } = await newUser(ctx, { username: "no_display_name" });
    return get(ctx, "/users/@me", token);
  }),
  probe(ME, "identify scope only", async (ctx) => get(ctx, "/users/@me", await tokenFor(ctx, SAM, "identify"))),
  probe(ME, "the rate limit counts down", (ctx) => countsDown(ctx, "/users/@me")),
  probe(ME, "401 without a token", (ctx) => get(ctx, "/users/@me", null)),
  probe(ME, "401 with an unknown token", (ctx) => get(ctx, "/users/@me", "not-a-discord-token")),
  probe(ME, "401 with an expired token", async (ctx) => {
    const { id, token } = await newUser(ctx, { username: "expired_token" });
    await ctx.control("tokens/expire", { user_id: id });
    return get(ctx, "/users/@me", token);
  }),
  probe(ME, "401 after the user revoked the app", async (ctx) => {
    const { id, token } = await newUser(ctx, { username: "revoked_app" });
    await ctx.control("tokens/revoke", { user_id: id });
    return get(ctx, "/users/@me", token);
  }),
  probe(ME, "429 rate limited", (ctx) => rateLimited(ctx, "/users/@me")),
  probe(ME, "429 rate limited within a window", (ctx) => rateLimited(ctx, "/users/@me", 2)),
  probe(MEMBER, "a member with roles and a nickname", (ctx) => member(ctx, ROLES, "Questor")),
  probe(MEMBER, "a member without roles", (ctx) => member(ctx, [], null)),
  probe(MEMBER, "the rate limit counts down", async (ctx) => {
    await ctx.control(`guilds/${GUILD}/members/${SAM}`, { roles: [ROLES[0]] }, "PUT");
    return countsDown(ctx, memberPath(GUILD));
  }),
  probe(MEMBER, "404 not in the guild", async (ctx) => get(ctx, memberPath(OTHER_GUILD), await tokenFor(ctx, SAM))),
  probe(MEMBER, "404 after leaving the guild", async (ctx) => {
    const { id, token } = await newUser(ctx, { username: "left_guild" });
    await ctx.control(`guilds/${GUILD}/members/${id}`, { roles: [] }, "PUT");
    await ctx.control(`guilds/${GUILD}/members/${id}`, {}, "DELETE");
    return get(ctx, memberPath(GUILD), token);
  }),
  probe(MEMBER, "403 without guilds.members.read", async (ctx) =>
    get(ctx, memberPath(GUILD), await tokenFor(ctx, SAM, "identify guilds")),
  ),
  probe(MEMBER, "401 without a token", (ctx) => get(ctx, memberPath(GUILD), null)),
  probe(MEMBER, "401 with an expired token", async (ctx) => {
    const { id, token } = await newUser(ctx, { username: "expired_member" });
    await ctx.control("tokens/expire", { user_id: id });
    return get(ctx, memberPath(GUILD), token);
  }),
  probe(MEMBER, "429 rate limited", (ctx) => rateLimited(ctx, memberPath(GUILD))),
];

/** How Discord's rate-limit headers relate (discord.com/developers/docs/topics/rate-limits#header-format). */
function rateLimitProblems(answer: Answer): string[] {
  const problems: string[] = [];
  const h = answer.headers;
  const limit = Number(h["x-ratelimit-limit"]);
  const remaining = Number(h["x-ratelimit-remaining"]);
  const reset = Number(h["x-ratelimit-reset"]);
  const resetAfter = Number(h["x-ratelimit-reset-after"]);
  if (!(limit > 0) || !(remaining >= 0 && remaining <= limit))
    problems.push("X-RateLimit-Remaining is not within 0..X-RateLimit-Limit");
  if (!(resetAfter >= 0) || !(Math.abs(reset - (Date.now() / 1000 + resetAfter)) < 2))
    problems.push("X-RateLimit-Reset is not now + X-RateLimit-Reset-After in epoch seconds");
  if (answer.status === 429) {
    const wait = Number((answer.body as { retry_after?: unknown }).retry_after);
    if (remaining !== 0) problems.push("a 429 must leave X-RateLimit-Remaining at 0");
    if (!["user", "global", "shared"].includes(h["x-ratelimit-scope"] ?? ""))
      problems.push("a 429 must say X-RateLimit-Scope: user, global or shared");
    if (!(Number(h["retry-after"]) >= wait)) problems.push("Retry-After is shorter than the body's retry_after");
    if (!(Math.abs(wait - resetAfter) < 0.01)) problems.push("retry_after is not the bucket's X-RateLimit-Reset-After");
  }
  return problems;
}

export const contract: ProviderContract = {
  provider: "Discord",
  prefix: "/discord",
  document: {
    title: "Discord HTTP API (Preview)",
    version: "10",
    source: "github.com/discord/discord-api-spec specs/openapi.json @ 74fda0fad044407ea280043a03ffc9bc64c4e49e",
  },
  reset: async (ctx) => {
    await ctx.control("reset");
  },
  probes,
  check: (p, answer) => [...vendored().check(p.operation, answer), ...rateLimitProblems(answer)],
};
