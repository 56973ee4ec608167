import type { FastifyReply, FastifyRequest } from "fastify";
import type { GitHubAccount, GitHubState } from "./state";

// Who is signed in to Sandbox GitHub in this browser: the account picked on the sign-in chooser (plain sign-in or
// the OAuth consent), kept in a cookie scoped to the fake's path, as github.com keeps its user_session. The pages
// act as that account. The cookie holds the account id itself: anyone may pick any sandbox account anyway, and the
// ids are stable, so a browser stays signed in across a restart of the in-memory world.

const COOKIE = "user_session";

const cookiePath = (web: string) => new URL(web).pathname.replace(/\/$/, "") || "/";

export function sessionAccount(state: GitHubState, req: FastifyRequest): GitHubAccount | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name !== COOKIE || !value || !/^\d+$/.test(value)) continue;
    const account = state.accounts.get(Number(value));
    if (account && account.type === "User") return account;
  }
  return null;
}

export function startSession(reply: FastifyReply, web: string, account: GitHubAccount): void {
  const secure = web.startsWith("https:") ? "; Secure" : "";
  void reply.header("set-cookie", `${COOKIE}=${account.id}; Path=${cookiePath(web)}; HttpOnly; SameSite=Lax${secure}`);
}

/** A return address on Sandbox GitHub itself; anything else goes to its home page (no open redirect). */
export function safeReturnTo(web: string, returnTo: string | undefined): string {
  if (!returnTo || !URL.canParse(returnTo, web)) return web;
  const target = new URL(returnTo, web);
  const base = new URL(web);
  const path = cookiePath(web);
  const inside = path === "/" || target.pathname === path || target.pathname.startsWith(`${path}/`);
  return target.origin === base.origin && inside ? target.toString() : web;
}
