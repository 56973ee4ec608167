import type { FastifyInstance, FastifyReply } from "fastify";
import { registerFailureControl } from "../control";
import { X_RATE_LIMITS, budgetOf, type XEndpoint } from "./limits";
import {
  USERNAME_PATTERN,
  addTweet,
  ensureAccount,
  ensureBrand,
  ensurePost,
  engage,
  ensureUser,
  findUserByUsername,
  resetTwitterState,
  setRetweet,
  toggle,
  type TwitterState,
} from "./state";

// Test and sandbox control of the fake X under /__control: make accounts and have them act
// (follow, like, retweet, bookmark, reply, post, rename), expire tokens, switch failures.
// Accounts are named by `user_id` or `username`; posts by `tweet_id`.

type Body = Record<string, unknown>;

const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

function problem(reply: FastifyReply, status: number, detail: string) {
  return reply.status(status).send({ error: detail });
}

export function registerControl(app: FastifyInstance, state: TwitterState): void {
  const userOf = (body: Body, idKey = "user_id", nameKey = "username") => {
    const id = str(body[idKey]);
    if (id) return state.users.get(id);
    const name = str(body[nameKey]);
    return name ? findUserByUsername(state, name) : undefined;
  };

  app.post("/__control/reset", async () => {
    resetTwitterState(state);
    return { ok: true };
  });

  app.get("/__control/users", async () => ({ data: [...state.users.values()] }));

  app.post<{ Body: Body }>("/__control/users", async (req, reply) => {
    const username = str(req.body?.username)?.replace(/^@/, "");
    if (!username || !USERNAME_PATTERN.test(username))
      return problem(reply, 400, "username: 1 to 15 letters, digits or underscores");
    return reply.status(201).send({ data: ensureUser(state, username, str(req.body?.name)) });
  });

  /** A brand account by username (idempotent; stable id). */
  app.put<{ Params: { username: string } }>("/__control/brands/:username", async (req, reply) => {
    const username = req.params.username.replace(/^@/, "");
    if (!USERNAME_PATTERN.test(username))
      return problem(reply, 400, "username: 1 to 15 letters, digits or underscores");
    return { data: ensureBrand(state, username) };
  });

  /** A post with a given id by @author (idempotent): what a mission's post link names. */
  app.put<{ Params: { id: string }; Body: Body }>("/__control/tweets/:id", async (req, reply) => {
    const author = str(req.body?.author)?.replace(/^@/, "");
    if (!/^\d{1,19}$/.test(req.params.id)) return problem(reply, 400, "tweet id: 1 to 19 digits");
    if (!author || !USERNAME_PATTERN.test(author))
      return problem(reply, 400, "author: 1 to 15 letters, digits or underscores");
    return { data: ensurePost(state, { id: req.params.id, author, text: str(req.body?.text) }) };
  });

  /** A participant's account with a known id (after a restart the linked account is made again). */
  app.put<{ Params: { id: string }; Body: Body }>("/__control/users/:id", async (req, reply) => {
    const username = str(req.body?.username)?.replace(/^@/, "");
    if (!/^\d{1,19}$/.test(req.params.id) || !username)
      return problem(reply, 400, "a numeric id and a username are required");
    return { data: ensureAccount(state, { id: req.params.id, username, name: str(req.body?.name) }) };
  });

  app.patch<{ Params: { id: string }; Body: Body }>("/__control/users/:id", async (req, reply) => {
    const user = state.users.get(req.params.id);
    if (!user) return problem(reply, 404, "no such user");
    const username = str(req.body?.username)?.replace(/^@/, "");
    if (username !== undefined) {
      const taken = findUserByUsername(state, username);
      if (!USERNAME_PATTERN.test(username) || (taken && taken.id !== user.id))
        return problem(reply, 400, "username invalid or taken");
      user.username = username;
    }
    const name = str(req.body?.name);
    if (name !== undefined) user.name = name;
    return { data: user };
  });

  app.post<{ Body: Body }>("/__control/follow", async (req, reply) => {
    const body = req.body ?? {};
    const user = userOf(body);
    const target = userOf(body, "target_user_id", "target_username");
    if (!user || !target) return problem(reply, 404, "no such user");
    toggle(state.following, user.id, target.id, body.following !== false);
    return { data: { following: body.following !== false } };
  });

  // like / retweet / bookmark: { user_id | username, tweet_id, undo?: true }
  for (const action of ["like", "retweet", "bookmark"] as const) {
    app.post<{ Body: Body }>(`/__control/${action}`, async (req, reply) => {
      const body = req.body ?? {};
      const user = userOf(body);
      const tweet = state.tweets.get(str(body.tweet_id) ?? "");
      if (!user || !tweet) return problem(reply, 404, "no such user or tweet");
      const on = body.undo !== true;
      // Read through `state` at call time: a reset replaces the maps.
      if (action === "bookmark") toggle(state.bookmarks, user.id, tweet.id, on);
      else if (action === "like") engage(state.likes, user.id, tweet.id, on);
      else setRetweet(state, user.id, tweet, on);
      return { data: { action, on } };
    });
  }

  app.post<{ Body: Body }>("/__control/post", async (req, reply) => {
    const body = req.body ?? {};
    const user = userOf(body);
    const text = str(body.text);
    if (!user || !text) return problem(reply, 400, "user and text are required");
    const createdAt = str(body.created_at);
    if (createdAt !== undefined && Number.isNaN(Date.parse(createdAt)))
      return problem(reply, 400, "created_at must be a date");
    return reply.status(201).send({
      data: addTweet(state, { authorId: user.id, text, createdAt: createdAt && new Date(createdAt).toISOString() }),
    });
  });

  app.post<{ Body: Body }>("/__control/reply", async (req, reply) => {
    const body = req.body ?? {};
    const user = userOf(body);
    const parent = state.tweets.get(str(body.tweet_id) ?? "");
    const text = str(body.text) ?? "gm";
    if (!user || !parent) return problem(reply, 404, "no such user or tweet");
    return reply.status(201).send({ data: addTweet(state, { authorId: user.id, text, replyTo: parent }) });
  });

  /** Tokens issued before a restart (the server kept them) work again. */
  app.post<{ Body: Body }>("/__control/tokens/restore", async (req, reply) => {
    const body = req.body ?? {};
    const userId = str(body.account_id);
    const accessToken = str(body.access_token);
    if (!userId || !accessToken || !state.users.has(userId))
      return problem(reply, 400, "a known account_id and an access_token are required");
    const grant = { userId, clientId: "sandbox-client", scope: str(body.scope) ?? "" };
    state.accessTokens.set(accessToken, {
      ...grant,
      expiresAt: typeof body.expires_at === "number" ? body.expires_at : Date.now() + 7_200_000,
    });
    const refreshToken = str(body.refresh_token);
    if (refreshToken) state.refreshTokens.set(refreshToken, grant);
    return { ok: true };
  });

  /** Access tokens of one account (or all) stop working; with revoke_refresh_tokens, refresh fails too. */
  app.post<{ Body: Body }>("/__control/expire-tokens", async (req) => {
    const body = req.body ?? {};
    const user = userOf(body);
    let expired = 0;
    for (const grant of state.accessTokens.values()) {
      if (user && grant.userId !== user.id) continue;
      grant.expiresAt = Date.now() - 1;
      expired += 1;
    }
    if (body.revoke_refresh_tokens === true) {
      for (const [token, grant] of state.refreshTokens)
        if (!user || grant.userId === user.id) state.refreshTokens.delete(token);
    }
    return { data: { expired } };
  });

  /**
   * X's rate limits: { enforce?, scale?, window_ms? } scales the documented budgets down (a launch simulation in
   * seconds); GET shows the settings and how many reads were refused per endpoint. A reset restores X's figures.
   */
  app.post<{ Body: Body }>("/__control/limits", async (req, reply) => {
    const body = req.body ?? {};
    const next = { ...state.limits.settings };
    if (body.enforce !== undefined) {
      if (typeof body.enforce !== "boolean") return problem(reply, 400, "enforce must be true or false");
      next.enforce = body.enforce;
    }
    if (body.scale !== undefined) {
      if (typeof body.scale !== "number" || !(body.scale > 0) || body.scale > 1000)
        return problem(reply, 400, "scale must be a number above 0 and at most 1000");
      next.scale = body.scale;
    }
    if (body.window_ms !== undefined) {
      if (typeof body.window_ms !== "number" || !Number.isInteger(body.window_ms) || body.window_ms < 100)
        return problem(reply, 400, "window_ms must be an integer of at least 100");
      next.windowMs = body.window_ms;
    }
    state.limits.settings = next;
    return limitsView();
  });
  app.get("/__control/limits", async () => limitsView());

  const limitsView = () => ({
    data: {
      enforce: state.limits.settings.enforce,
      scale: state.limits.settings.scale,
      window_ms: state.limits.settings.windowMs,
      budgets: Object.fromEntries(
        Object.keys(X_RATE_LIMITS).map((endpoint) => [
          endpoint,
          budgetOf(endpoint as XEndpoint, state.limits.settings),
        ]),
      ),
      refused: Object.fromEntries(state.limits.refused),
    },
  });

  registerFailureControl(app, state.failures);
}
