// What a GitHub objective points at, read from its values the same way by the verifiers and the sandbox. Core's
// value schema already stores owner/name and a login without @; these readers only refuse what slipped past it.

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

export type GitHubRepository = { owner: string; name: string };

export function repositoryOf(value: unknown): GitHubRepository | null {
  if (typeof value !== "string") return null;
  const [owner, name, ...rest] = value.trim().split("/");
  if (rest.length || !owner || !name || !LOGIN.test(owner) || !REPOSITORY_NAME.test(name)) return null;
  return { owner, name };
}

export function loginOf(value: unknown): string | null {
  const login = typeof value === "string" ? value.trim().replace(/^@/, "") : "";
  return LOGIN.test(login) ? login : null;
}
