import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maybeFail } from "../control";
import type { XEndpoint } from "./limits";
import {
  USERNAME_PATTERN,
  findUserByUsername,
  newestIdsFirst,
  type AccessGrant,
  type TwitterState,
  type XTweet,
} from "./state";
import {
  FORBIDDEN,
  InvalidRequest,
  UNAUTHORIZED,
  fieldsOf,
  invalidRequestBody,
  maxResults,
  notAuthorizedFor,
  notFound,
  paginate,
  tooManyRequests,
  tweetView,
  userView,
  type Fields,
} from "./wire";

// The X API v2 endpoints the verifiers read, with user-context Bearer tokens, scope checks,
// X's pagination (max_results, pagination_token → meta.next_token) and its error bodies. liking_users and
// retweeted_by are X's too and stay for the sandbox, though the verifiers now read the user's side instead.

type Query = Record<string, string | undefined>;
type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Query }>;
type Ctx = { grant: AccessGrant; fields: Fields; query: Query; params: Record<string, string> };

const SEARCH_WINDOW_MS = 7 * 86_400_000;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

function timeParam(query: Query, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (!RFC3339.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw new InvalidRequest(name, raw, `Invalid '${name}':'${raw}'. '${name}' must be a valid RFC3339 date-time.`);
  }
  return Date.parse(raw);
}

const newestFirst = (a: XTweet, b: XTweet) => (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0);
const tweetMeta = (page: Record<string, unknown>[]) => ({
  newest_id: page[0]!.id,
  oldest_id: page[page.length - 1]!.id,
});

/** `conversation_id:<id>`, `from:<username or id>` and plain keywords, all ANDed. */
function matchesQuery(state: TwitterState, query: string): (t: XTweet) => boolean {
  const tests = query
    .split(/\s+/)
    .filter(Boolean)
    .map((term): ((t: XTweet) => boolean) => {
      const [op, value] = term.includes(":")
        ? [term.slice(0, term.indexOf(":")), term.slice(term.indexOf(":") + 1)]
        : ["", term];
      if (op === "conversation_id") return (t) => t.conversation_id === value;
      if (op === "from") {
        const author = /^\d+$/.test(value) ? value : findUserByUsername(state, value)?.id;
        return (t) => t.author_id === author;
      }
      const word = term.toLowerCase();
      return (t) => t.text.toLowerCase().includes(word);
    });
  return (t) => tests.every((test) => test(t));
}

export function registerApi(app: FastifyInstance, state: TwitterState): void {
  function route(
    path: string,
    endpoint: XEndpoint,
    scope: string,
    handler: (ctx: Ctx, reply: FastifyReply) => unknown,
  ) {
    app.get(path, async (req: Req, reply) => {
      if (maybeFail(state.failures, reply, { rateLimited: tooManyRequests })) return reply;
      const token = req.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
      const grant = token ? state.accessTokens.get(token) : undefined;
      if (!grant || grant.expiresAt <= Date.now() || !state.users.has(grant.userId))
        return reply.status(401).send(UNAUTHORIZED);
      // Every read with a valid token counts against the user's budget for the endpoint, refused ones too.
      if (!state.limits.admit(endpoint, `${grant.clientId} ${grant.userId}`, reply)) return reply;
      if (!grant.scope.split(" ").includes(scope)) return reply.status(403).send(FORBIDDEN);
      try {
        return await handler({ grant, fields: fieldsOf(req.query), query: req.query, params: req.params }, reply);
      } catch (err) {
        if (err instanceof InvalidRequest)
          return reply.status(400).type("application/problem+json").send(invalidRequestBody(err));
        throw err;
      }
    });
  }

  // Pages the ids first and builds views for that page only: a post's likers may be 100,000 long.
  function idPage(ids: string[], ctx: Ctx, size: number, view: (id: string) => Record<string, unknown> | null) {
    const page = paginate(ids, size, ctx.query.pagination_token);
    const data = (page.data ?? []).flatMap((id) => view(id) ?? []);
    return data.length ? { data, meta: { ...page.meta, result_count: data.length } } : { meta: page.meta };
  }
  const userList = (ids: string[], ctx: Ctx, max: number) =>
    idPage(ids, ctx, maxResults(ctx.query.max_results, 1, max, 100), (id) => {
      const u = state.users.get(id);
      return u ? userView(u, ctx.fields) : null;
    });

  route("/2/users/me", "users/me", "users.read", (ctx) => ({
    data: userView(state.users.get(ctx.grant.userId)!, ctx.fields),
  }));

  route("/2/users/by/username/:username", "users/by/username", "users.read", (ctx) => {
    const username = ctx.params.username ?? "";
    if (!USERNAME_PATTERN.test(username)) {
      throw new InvalidRequest(
        "username",
        username,
        `The \`username\` query parameter value [${username}] does not match ^[A-Za-z0-9_]{1,15}$`,
      );
    }
    const user = findUserByUsername(state, username);
    return user ? { data: userView(user, ctx.fields) } : notFound("user", "username", username);
  });

  route("/2/users/:id/following", "users/following", "follows.read", (ctx) => {
    const id = ctx.params.id ?? "";
    if (!state.users.has(id)) return notFound("user", "id", id);
    return userList(state.following.get(id) ?? [], ctx, 1000);
  });

  route("/2/tweets/:id", "tweets/lookup", "tweet.read", (ctx) => {
    const tweet = state.tweets.get(ctx.params.id ?? "");
    return tweet ? { data: tweetView(tweet, ctx.fields) } : notFound("tweet", "id", ctx.params.id ?? "");
  });

  route("/2/tweets/:id/liking_users", "tweets/liking_users", "like.read", (ctx) => {
    const id = ctx.params.id ?? "";
    if (!state.tweets.has(id)) return notFound("tweet", "id", id);
    return userList(newestIdsFirst(state.likes.byPost.get(id)), ctx, 100);
  });

  route("/2/tweets/:id/retweeted_by", "tweets/retweeted_by", "tweet.read", (ctx) => {
    const id = ctx.params.id ?? "";
    if (!state.tweets.has(id)) return notFound("tweet", "id", id);
    return userList(newestIdsFirst(state.retweets.byPost.get(id)), ctx, 100);
  });

  // The user's likes, newest like first, read from the user's own index: its length is the user's, not the post's.
  route("/2/users/:id/liked_tweets", "users/liked_tweets", "like.read", (ctx) => {
    const id = ctx.params.id ?? "";
    if (!state.users.has(id)) return notFound("user", "id", id);
    return idPage(
      newestIdsFirst(state.likes.byUser.get(id)),
      ctx,
      maxResults(ctx.query.max_results, 5, 100, 100),
      (t) => {
        const tweet = state.tweets.get(t);
        return tweet ? tweetView(tweet, ctx.fields) : null;
      },
    );
  });

  route("/2/users/:id/bookmarks", "users/bookmarks", "bookmark.read", (ctx, reply) => {
    // Bookmarks are private: only the authenticating user's own can be read.
    if (ctx.params.id !== ctx.grant.userId) {
      return reply
        .status(403)
        .type("application/problem+json")
        .send(notAuthorizedFor("bookmarks", ctx.params.id ?? ""));
    }
    const tweets = (state.bookmarks.get(ctx.grant.userId) ?? []).flatMap((id) => {
      const t = state.tweets.get(id);
      return t ? [tweetView(t, ctx.fields)] : [];
    });
    return paginate(tweets, maxResults(ctx.query.max_results, 1, 100, 100), ctx.query.pagination_token);
  });

  route("/2/tweets/search/recent", "tweets/search/recent", "tweet.read", (ctx) => {
    const query = ctx.query.query ?? "";
    if (query.trim() === "" || query.length > 512)
      throw new InvalidRequest("query", query, "The `query` query parameter value must be 1 to 512 characters long");
    const since = Math.max(Date.now() - SEARCH_WINDOW_MS, timeParam(ctx.query, "start_time") ?? 0);
    const match = matchesQuery(state, query);
    const found = [...state.tweets.values()]
      .filter((t) => Date.parse(t.created_at) >= since && match(t))
      .sort(newestFirst);
    const token = ctx.query.next_token ?? ctx.query.pagination_token;
    return paginate(
      found.map((t) => tweetView(t, ctx.fields)),
      maxResults(ctx.query.max_results, 10, 100, 10),
      token,
      tweetMeta,
    );
  });

  // The user's own posts, retweets ("RT @…", referencing the original) and replies included unless `exclude`d.
  route("/2/users/:id/tweets", "users/tweets", "tweet.read", (ctx) => {
    const id = ctx.params.id ?? "";
    if (!state.users.has(id)) return notFound("user", "id", id);
    const since = timeParam(ctx.query, "start_time") ?? 0;
    const until = timeParam(ctx.query, "end_time") ?? Number.POSITIVE_INFINITY;
    const excluded = excludeParam(ctx.query.exclude);
    const found: XTweet[] = [];
    const timeline = state.timelines.get(id) ?? [];
    for (let i = timeline.length - 1; i >= 0; i--) {
      const t = state.tweets.get(timeline[i]!);
      if (!t || Date.parse(t.created_at) < since || Date.parse(t.created_at) > until) continue;
      const kind = t.referenced_tweets?.find((r) => r.type === "retweeted" || r.type === "replied_to")?.type;
      if ((kind === "retweeted" && excluded.has("retweets")) || (kind === "replied_to" && excluded.has("replies")))
        continue;
      found.push(t);
    }
    return paginate(
      found.map((t) => tweetView(t, ctx.fields)),
      maxResults(ctx.query.max_results, 5, 100, 10),
      ctx.query.pagination_token,
      tweetMeta,
    );
  });
}

/** `exclude=retweets,replies` (X's comma-separated enum). */
function excludeParam(raw: string | undefined): Set<string> {
  const values = new Set((raw ?? "").split(",").filter(Boolean));
  for (const v of values) {
    if (v !== "retweets" && v !== "replies")
      throw new InvalidRequest(
        "exclude",
        v,
        `The \`exclude\` query parameter value [${v}] is not one of [retweets,replies]`,
      );
  }
  if (raw !== undefined && values.size === 0)
    throw new InvalidRequest("exclude", raw, "The `exclude` query parameter value [] is not one of [retweets,replies]");
  return values;
}
