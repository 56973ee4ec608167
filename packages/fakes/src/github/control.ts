import type { FastifyInstance, FastifyReply } from "fastify";
import { registerFailureControl } from "../control";
import {
  LOGIN_PATTERN,
  REPO_NAME_PATTERN,
  ensureAccount,
  ensureRepo,
  findAccount,
  findRepo,
  normalizeScopes,
  ownerOf,
  resetGitHubState,
  toggle,
  type GitHubAccount,
  type GitHubRepo,
  type GitHubState,
} from "./state";

// Control API of the GitHub fake under /__control (tests and the sandbox; not part of GitHub's API): accounts and
// repositories, stars and follows of an account, tokens kept over a restart or revoked, the whole world as JSON,
// reset, and the shared failure switch with the rate-limit style it answers with. Accounts are named by login.

type Body = Record<string, unknown>;

const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

function problem(reply: FastifyReply, status: number, error: string) {
  return reply.status(status).send({ error });
}

const accountView = (a: GitHubAccount) => ({
  id: a.id,
  login: a.login,
  name: a.name,
  email: a.email,
  type: a.type,
  created_at: a.created_at,
  can_sign_in: a.canSignIn,
});

export function registerGitHubControl(app: FastifyInstance, state: GitHubState): void {
  const repoView = (r: GitHubRepo) => ({
    id: r.id,
    full_name: `${ownerOf(state, r).login}/${r.name}`,
    description: r.description,
    created_at: r.created_at,
  });
  const fullNameOf = (repoId: number) => {
    const repo = [...state.repos.values()].find((r) => r.id === repoId);
    return repo ? `${ownerOf(state, repo).login}/${repo.name}` : String(repoId);
  };
  const loginOf = (id: number) => state.accounts.get(id)?.login ?? String(id);

  app.post("/__control/reset", async () => {
    resetGitHubState(state);
    return { ok: true };
  });

  /** Everything the world holds, stars and follows by login and full name. */
  app.get("/__control/state", async () => ({
    accounts: [...state.accounts.values()].map(accountView),
    repos: [...state.repos.values()].map(repoView),
    stars: Object.fromEntries(
      [...state.stars].filter(([, s]) => s.size).map(([id, s]) => [loginOf(id), [...s].map(fullNameOf)]),
    ),
    follows: Object.fromEntries(
      [...state.follows].filter(([, s]) => s.size).map(([id, s]) => [loginOf(id), [...s].map(loginOf)]),
    ),
    rate_limit_style: state.rateLimitStyle,
  }));

  app.get("/__control/users", async () => ({ users: [...state.accounts.values()].map(accountView) }));

  /**
   * An account by login (idempotent). `can_sign_in: false` makes one that is only followed or owns repositories,
   * kept off the sign-in chooser; an Organization never signs in.
   */
  app.post<{ Body: Body | undefined }>("/__control/users", async (req, reply) => {
    const body = req.body ?? {};
    const login = str(body.login);
    if (!login || !LOGIN_PATTERN.test(login))
      return problem(reply, 400, "login: letters, digits and single hyphens inside, at most 39 characters");
    const type = body.type === "Organization" ? "Organization" : "User";
    const existed = findAccount(state, login) !== undefined;
    const account = ensureAccount(state, {
      login,
      name: str(body.name) ?? null,
      email: str(body.email) ?? null,
      type,
      canSignIn: body.can_sign_in !== false,
    });
    return reply.status(existed ? 200 : 201).send(accountView(account));
  });

  /** An account with a known id (after a restart, the account someone linked is made again with its id). */
  app.put<{ Params: { id: string }; Body: Body | undefined }>("/__control/users/:id", async (req, reply) => {
    const login = str(req.body?.login);
    if (!/^\d{1,15}$/.test(req.params.id) || !login || !LOGIN_PATTERN.test(login))
      return problem(reply, 400, "a numeric id and a valid login are required");
    const taken = findAccount(state, login);
    if (taken && taken.id !== Number(req.params.id)) return problem(reply, 409, "login taken by another account");
    const account = ensureAccount(state, {
      id: Number(req.params.id),
      login,
      name: str(req.body?.name) ?? null,
      canSignIn: true,
    });
    return accountView(account);
  });

  /** A public repository (idempotent); its owner is made when missing, as an account that does not sign in. */
  app.put<{ Params: { owner: string; repo: string }; Body: Body | undefined }>(
    "/__control/repos/:owner/:repo",
    async (req, reply) => {
      const { owner, repo } = req.params;
      if (!LOGIN_PATTERN.test(owner) || !REPO_NAME_PATTERN.test(repo))
        return problem(reply, 400, "owner must be a valid login and repo a valid repository name");
      const description = req.body?.description === null ? null : str(req.body?.description);
      const ownerType = req.body?.owner_type === "Organization" ? "Organization" : undefined;
      const existed = findRepo(state, owner, repo) !== undefined;
      const made = ensureRepo(state, { owner, name: repo, description, ownerType });
      return reply.status(existed ? 200 : 201).send(repoView(made));
    },
  );

  type StarParams = { Params: { login: string; owner: string; repo: string } };
  type FollowParams = { Params: { login: string; target: string } };

  for (const [method, on] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    /** The account starred (PUT) or unstarred (DELETE) the repository. */
    app.route<StarParams>({
      method,
      url: "/__control/users/:login/starred/:owner/:repo",
      handler: async (req, reply) => {
        const account = findAccount(state, req.params.login);
        const repo = findRepo(state, req.params.owner, req.params.repo);
        if (!account || !repo) return problem(reply, 404, "no such account or repository");
        toggle(state.stars, account.id, repo.id, on);
        return { starred: on };
      },
    });

    /** The account follows (PUT) or stopped following (DELETE) the target. */
    app.route<FollowParams>({
      method,
      url: "/__control/users/:login/following/:target",
      handler: async (req, reply) => {
        const account = findAccount(state, req.params.login);
        const target = findAccount(state, req.params.target);
        if (!account || !target) return problem(reply, 404, "no such account");
        toggle(state.follows, account.id, target.id, on);
        return { following: on };
      },
    });
  }

  /** Tokens issued before a restart (the server kept them) work again; GitHub's never expire. */
  app.post<{ Body: Body | undefined }>("/__control/tokens/restore", async (req, reply) => {
    const accountId = Number(req.body?.account_id);
    const token = str(req.body?.access_token);
    if (!token || !state.accounts.has(accountId))
      return problem(reply, 400, "a known account_id and an access_token are required");
    state.tokens.set(token, { accountId, scopes: normalizeScopes(str(req.body?.scope)) });
    return { ok: true };
  });

  /** The user revoked the app (of one account, or everyone's): its tokens answer 401 Bad credentials. */
  app.post<{ Body: Body | undefined }>("/__control/tokens/revoke", async (req) => {
    const login = str(req.body?.login);
    const account = login ? findAccount(state, login) : undefined;
    let revoked = 0;
    for (const [token, grant] of state.tokens) {
      if (login && grant.accountId !== account?.id) continue;
      state.tokens.delete(token);
      revoked++;
    }
    return { revoked };
  });

  /** How the failure switch's rate_limited mode answers: { kind: secondary | primary, status: 403 | 429 }. */
  app.post<{ Body: Body | undefined }>("/__control/rate-limit-style", async (req, reply) => {
    const kind = req.body?.kind ?? "secondary";
    const status = req.body?.status ?? 403;
    if ((kind !== "secondary" && kind !== "primary") || (status !== 403 && status !== 429))
      return problem(reply, 400, "kind is secondary or primary, status 403 or 429");
    state.rateLimitStyle = { kind, status };
    return state.rateLimitStyle;
  });

  registerFailureControl(app, state.sw);
}
