import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { renderAvatar, renderChooser, renderHome, renderProblem, renderProfilePage, renderRepoPage } from "./html";
import { safeReturnTo, sessionAccount, startSession } from "./session";
import {
  chosenAccount,
  findAccount,
  findRepo,
  followerCount,
  followingCount,
  hasStarred,
  isFollowing,
  ownerOf,
  signInChoices,
  stargazerCount,
  toggle,
  type GitHubAccount,
  type GitHubState,
} from "./state";
import type { GitHubUrls } from "./wire";

// The github.com side of the sandbox where a person acts: sign in (pick or make an account), a repository's page
// with its Star button, an account's page with its Follow button. The product's "Do it on Sandbox GitHub" opens
// these pages; they act as the account signed in to Sandbox GitHub in that browser (session.ts), which is the one
// the user linked through the OAuth consent. Form posts use the paths github.com uses (/{owner}/{repo}/star,
// /users/follow) and answer with a redirect back to the page.

type Form = Record<string, string | undefined>;

export function registerPages(app: FastifyInstance, state: GitHubState, urls: () => GitHubUrls): void {
  const web = () => urls().web;
  const loginUrl = (returnTo: string) => `${web()}/login?${new URLSearchParams({ return_to: returnTo })}`;
  const viewerOf = (req: FastifyRequest, here: string) => {
    const account = sessionAccount(state, req);
    return account ? { account, view: { login: account.login, switchUrl: loginUrl(here) } } : null;
  };
  const notFoundPage = (reply: FastifyReply) =>
    reply
      .status(404)
      .type("text/html")
      .send(renderProblem(web(), "Page not found", "This is not the web page you are looking for."));

  const chooser = (returnTo: string, first: GitHubAccount | null | undefined, error?: string) =>
    renderChooser({
      title: "Sign in to Sandbox GitHub",
      heading: "Sign in to Sandbox GitHub",
      intro: "Pick the sandbox account to act as.",
      action: `${web()}/session`,
      carried: { return_to: returnTo },
      accounts: signInChoices(state, first),
      submitLabel: "Sign in",
      home: web(),
      canCancel: false,
      error,
    });

  app.get("/", async (req, reply) => {
    const links = [
      ...[...state.repos.values()].map((r) => {
        const fullName = `${ownerOf(state, r).login}/${r.name}`;
        return { label: fullName, url: `${web()}/${fullName}` };
      }),
      ...[...state.accounts.values()].map((a) => ({ label: `@${a.login}`, url: `${web()}/${a.login}` })),
    ];
    return reply.type("text/html").send(renderHome(web(), viewerOf(req, web())?.view ?? null, links));
  });

  app.get<{ Querystring: Form }>("/login", async (req, reply) => {
    const returnTo = safeReturnTo(web(), req.query.return_to);
    const hinted = req.query.login ? findAccount(state, req.query.login) : undefined;
    return reply.type("text/html").send(chooser(returnTo, sessionAccount(state, req) ?? hinted));
  });

  app.post<{ Body: Form | undefined }>("/session", async (req, reply) => {
    const form = req.body ?? {};
    const returnTo = safeReturnTo(web(), form.return_to);
    const chosen = chosenAccount(state, form);
    if ("error" in chosen)
      return reply
        .status(400)
        .type("text/html")
        .send(chooser(returnTo, null, chosen.error));
    const { account } = chosen;
    startSession(reply, web(), account);
    return reply.redirect(returnTo, 303);
  });

  type RepoParams = { Params: { owner: string; repo: string } };

  app.get<RepoParams>("/:owner/:repo", async (req, reply) => {
    const repo = findRepo(state, req.params.owner, req.params.repo);
    if (!repo) return notFoundPage(reply);
    const owner = ownerOf(state, repo);
    const page = `${web()}/${owner.login}/${repo.name}`;
    const viewer = viewerOf(req, page);
    const starred = viewer !== null && hasStarred(state, viewer.account.id, repo);
    const html = renderRepoPage({
      fullName: `${owner.login}/${repo.name}`,
      description: repo.description,
      ownerUrl: `${web()}/${owner.login}`,
      stars: stargazerCount(state, repo),
      starred,
      action: `${page}/${starred ? "unstar" : "star"}`,
      signInUrl: loginUrl(page),
      viewer: viewer?.view ?? null,
      home: web(),
    });
    return reply.type("text/html").send(html);
  });

  for (const [verb, on] of [
    ["star", true],
    ["unstar", false],
  ] as const) {
    app.post<RepoParams>(`/:owner/:repo/${verb}`, async (req, reply) => {
      const repo = findRepo(state, req.params.owner, req.params.repo);
      if (!repo) return notFoundPage(reply);
      const page = `${web()}/${ownerOf(state, repo).login}/${repo.name}`;
      const account = sessionAccount(state, req);
      if (!account) return reply.redirect(loginUrl(page), 303);
      toggle(state.stars, account.id, repo.id, on);
      return reply.redirect(page, 303);
    });
  }

  app.get<{ Params: { username: string } }>("/:username", async (req, reply) => {
    const account = findAccount(state, req.params.username);
    if (!account) return notFoundPage(reply);
    const page = `${web()}/${account.login}`;
    const viewer = viewerOf(req, page);
    const isFollowed = viewer !== null && isFollowing(state, viewer.account.id, account);
    const isSelf = viewer?.account.id === account.id;
    const html = renderProfilePage({
      account,
      avatarUrl: `${web()}/avatars/u/${account.id}?v=4`,
      followers: followerCount(state, account),
      following: followingCount(state, account),
      isFollowed,
      action: isSelf ? null : `${web()}/users/${isFollowed ? "unfollow" : "follow"}`,
      signInUrl: loginUrl(page),
      target: account.login,
      viewer: viewer?.view ?? null,
      home: web(),
      repos: [...state.repos.values()]
        .filter((r) => r.ownerId === account.id)
        .map((r) => ({ fullName: `${account.login}/${r.name}`, url: `${web()}/${account.login}/${r.name}` })),
    });
    return reply.type("text/html").send(html);
  });

  for (const [verb, on] of [
    ["follow", true],
    ["unfollow", false],
  ] as const) {
    app.post<{ Body: Form | undefined; Querystring: Form }>(`/users/${verb}`, async (req, reply) => {
      // github.com names the account in the query (?target=); the sandbox's forms send it in the body.
      const target = findAccount(state, req.body?.target ?? req.query.target ?? "");
      if (!target) return notFoundPage(reply);
      const page = `${web()}/${target.login}`;
      const account = sessionAccount(state, req);
      if (!account) return reply.redirect(loginUrl(page), 303);
      if (account.id !== target.id) toggle(state.follows, account.id, target.id, on);
      return reply.redirect(page, 303);
    });
  }

  app.get<{ Params: { id: string } }>("/avatars/u/:id", async (req, reply) => {
    const account = /^\d+$/.test(req.params.id) ? state.accounts.get(Number(req.params.id)) : undefined;
    if (!account) return notFoundPage(reply);
    return reply.type("image/svg+xml").header("cache-control", "max-age=300").send(renderAvatar(account));
  });
}
