import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maybeFail } from "../control";
import {
  findAccount,
  findRepo,
  hasScope,
  hasStarred,
  isFollowing,
  toggle,
  type GitHubAccount,
  type GitHubState,
  type TokenGrant,
} from "./state";
import {
  API_VERSIONS,
  DOCS,
  fullRepository,
  notFound,
  privateUser,
  publicUser,
  rateLimitedBody,
  sendError,
  type GitHubUrls,
} from "./wire";

// The REST API (https://api.github.com) under <fake>/github/api: the authenticated user, starring and following
// for that user, and public reads of accounts and repositories. Every answer carries the headers GitHub sends
// (rate limit, API version, media type, the token's scopes); the failure switch answers before anything else.

type Caller = { account: GitHubAccount; grant: TokenGrant } | null;

/** Primary rate limits of the REST API's core resource, per hour. */
const LIMIT_AUTHENTICATED = 5000;
const LIMIT_ANONYMOUS = 60;

const OPS = {
  getAuthenticated: `${DOCS}/users/users#get-the-authenticated-user`,
  checkStarred: `${DOCS}/activity/starring#check-if-a-repository-is-starred-by-the-authenticated-user`,
  star: `${DOCS}/activity/starring#star-a-repository-for-the-authenticated-user`,
  unstar: `${DOCS}/activity/starring#unstar-a-repository-for-the-authenticated-user`,
  checkFollowing: `${DOCS}/users/followers#check-if-a-person-is-followed-by-the-authenticated-user`,
  follow: `${DOCS}/users/followers#follow-a-user`,
  unfollow: `${DOCS}/users/followers#unfollow-a-user`,
  getUser: `${DOCS}/users/users#get-a-user`,
  getRepo: `${DOCS}/repos/repos#get-a-repository`,
};

/** The token of an Authorization header: `token <t>` (what Octokit sends) or `Bearer <t>`. */
function tokenOf(header: string | undefined): string | null {
  return header?.match(/^(?:token|bearer)\s+(\S+)$/i)?.[1] ?? null;
}

/** GitHub's request ids look like "C0DE:1A2B3:4C5D6E:7F8091:65F0A1B2". */
const requestId = () => [2, 3, 3, 3, 4].map((n) => randomBytes(n).toString("hex").toUpperCase()).join(":");

const EXPOSED_HEADERS =
  "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, " +
  "X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, " +
  "X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset";

export async function registerApi(app: FastifyInstance, state: GitHubState, urls: () => GitHubUrls): Promise<void> {
  const callers = new WeakMap<FastifyRequest, Caller>();
  const callerOf = (req: FastifyRequest) => callers.get(req) ?? null;

  /** Counts the request in its caller's hourly window and reports it; false when the window is spent. */
  function countRequest(reply: FastifyReply, caller: Caller): boolean {
    const key = caller ? `account:${caller.account.id}` : `ip:${reply.request.ip}`;
    const limit = caller ? LIMIT_AUTHENTICATED : LIMIT_ANONYMOUS;
    const now = Date.now();
    let window = state.rateWindows.get(key);
    if (!window || window.resetAt <= now) {
      window = { resetAt: now + 3_600_000, used: 0 };
      state.rateWindows.set(key, window);
    }
    const allowed = window.used < limit;
    if (allowed) window.used += 1;
    void reply.headers({
      "x-ratelimit-limit": String(limit),
      "x-ratelimit-remaining": String(limit - window.used),
      "x-ratelimit-reset": String(Math.floor(window.resetAt / 1000)),
      "x-ratelimit-used": String(window.used),
      "x-ratelimit-resource": "core",
    });
    return allowed;
  }

  await app.register(
    async (api) => {
      api.addHook("onRequest", async (req, reply) => {
        void reply.headers({
          "x-github-media-type": "github.v3; format=json",
          "x-github-request-id": requestId(),
          "access-control-allow-origin": "*",
          "access-control-expose-headers": EXPOSED_HEADERS,
          "x-content-type-options": "nosniff",
          "x-frame-options": "deny",
          "content-security-policy": "default-src 'none'",
          "referrer-policy": "origin-when-cross-origin, strict-origin-when-cross-origin",
          vary: "Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding",
        });
        const asked = req.headers["x-github-api-version"];
        const version = typeof asked === "string" ? asked : API_VERSIONS[0]!;
        if (!API_VERSIONS.includes(version))
          return sendError(
            reply,
            400,
            `Unsupported 'X-GitHub-Api-Version' header. Supported versions are: ${API_VERSIONS.join(", ")}`,
            `${DOCS}/overview/api-versions`,
          );
        void reply.header("x-github-api-version-selected", version);

        const token = tokenOf(req.headers.authorization);
        const grant = token ? state.tokens.get(token) : undefined;
        const account = grant ? state.accounts.get(grant.accountId) : undefined;
        const caller: Caller = grant && account ? { account, grant } : null;
        // A bad token counts against the anonymous limit, as GitHub reports it on the 401.
        const isAllowed = countRequest(reply, caller);
        const rateLimited = (r: FastifyReply) => rateLimitedBody(state.rateLimitStyle, r, caller?.account.id ?? null);
        if (maybeFail(state.sw, reply, { rateLimited })) return reply;
        if (req.headers.authorization !== undefined && !caller) return sendError(reply, 401, "Bad credentials", DOCS);
        if (!isAllowed) {
          const body = rateLimitedBody({ kind: "primary", status: 403 }, reply, caller?.account.id ?? null);
          return reply.send(body);
        }
        if (caller) {
          void reply.header("x-oauth-scopes", caller.grant.scopes.join(", "));
          void reply.header("cache-control", "private, max-age=60, s-maxage=60");
        } else void reply.header("cache-control", "public, max-age=60, s-maxage=60");
        callers.set(req, caller);
      });

      api.setNotFoundHandler((_req, reply) => notFound(reply, DOCS));

      /** The caller of a /user route, or a 401 answer (no token) and null. */
      const signedIn = (req: FastifyRequest, reply: FastifyReply, docs: string) => {
        const caller = callerOf(req);
        if (!caller) void sendError(reply, 401, "Requires authentication", docs);
        return caller;
      };

      api.get("/user", async (req, reply) => {
        const caller = signedIn(req, reply, OPS.getAuthenticated);
        if (!caller) return reply;
        // A token with the user scope sees the private profile; without it, what anyone sees.
        const view = hasScope(caller.grant.scopes, "user") ? privateUser : publicUser;
        return view(state, urls(), caller.account);
      });

      type RepoParams = { Params: { owner: string; repo: string } };

      api.get<RepoParams>("/user/starred/:owner/:repo", async (req, reply) => {
        const caller = signedIn(req, reply, OPS.checkStarred);
        if (!caller) return reply;
        const repo = findRepo(state, req.params.owner, req.params.repo);
        if (!repo || !hasStarred(state, caller.account.id, repo)) return notFound(reply, OPS.checkStarred);
        return reply.status(204).send();
      });

      for (const [method, on, docs] of [
        ["PUT", true, OPS.star],
        ["DELETE", false, OPS.unstar],
      ] as const) {
        api.route<RepoParams>({
          method,
          url: "/user/starred/:owner/:repo",
          handler: async (req, reply) => {
            const caller = signedIn(req, reply, docs);
            if (!caller) return reply;
            const repo = findRepo(state, req.params.owner, req.params.repo);
            if (!repo) return notFound(reply, docs);
            toggle(state.stars, caller.account.id, repo.id, on);
            return reply.status(204).send();
          },
        });
      }

      type UserParams = { Params: { username: string } };

      api.get<UserParams>("/user/following/:username", async (req, reply) => {
        const caller = signedIn(req, reply, OPS.checkFollowing);
        if (!caller) return reply;
        const target = findAccount(state, req.params.username);
        if (!target || !isFollowing(state, caller.account.id, target)) return notFound(reply, OPS.checkFollowing);
        return reply.status(204).send();
      });

      for (const [method, on, docs] of [
        ["PUT", true, OPS.follow],
        ["DELETE", false, OPS.unfollow],
      ] as const) {
        api.route<UserParams>({
          method,
          url: "/user/following/:username",
          handler: async (req, reply) => {
            const caller = signedIn(req, reply, docs);
            if (!caller) return reply;
            void reply.header("x-accepted-oauth-scopes", "user, user:follow");
            // GitHub hides what a token may not do behind a 404, as it does for what does not exist.
            if (!hasScope(caller.grant.scopes, "user:follow")) return notFound(reply, docs);
            const target = findAccount(state, req.params.username);
            if (!target) return notFound(reply, docs);
            toggle(state.follows, caller.account.id, target.id, on);
            return reply.status(204).send();
          },
        });
      }

      api.get<UserParams>("/users/:username", async (req, reply) => {
        const account = findAccount(state, req.params.username);
        if (!account) return notFound(reply, OPS.getUser);
        return publicUser(state, urls(), account);
      });

      api.get<RepoParams>("/repos/:owner/:repo", async (req, reply) => {
        const repo = findRepo(state, req.params.owner, req.params.repo);
        if (!repo) return notFound(reply, OPS.getRepo);
        return fullRepository(state, urls(), repo);
      });
    },
    { prefix: "/api" },
  );
}
