import { createHash, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { createFailureSwitch, type FailureSwitch } from "../control";

// What the GitHub fake remembers: accounts (people and organizations), repositories, who starred and who follows
// what, the OAuth app's codes and tokens, and each caller's primary rate-limit window. One world per mount.

export type GitHubAccount = {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  type: "User" | "Organization";
  created_at: string;
  /** Offered on the sandbox sign-in page; accounts made only to be followed or to own repositories are not. */
  canSignIn: boolean;
};

export type GitHubRepo = {
  id: number;
  name: string;
  ownerId: number;
  description: string | null;
  created_at: string;
};

export type CodeGrant = {
  accountId: number;
  redirectUri: string;
  scopes: string[];
  challenge: string | null;
  expiresAt: number;
};

/** An OAuth app token. GitHub's OAuth app tokens never expire and come without a refresh token. */
export type TokenGrant = { accountId: number; scopes: string[] };

/** How the failure switch's rate_limited mode answers: GitHub uses 403 and 429 for both kinds. */
export type RateLimitStyle = { kind: "secondary" | "primary"; status: 403 | 429 };

export type GitHubState = {
  accounts: Map<number, GitHubAccount>;
  /** lower-cased "owner/name" → repository */
  repos: Map<string, GitHubRepo>;
  /** account id → repository ids it starred, oldest first */
  stars: Map<number, Set<number>>;
  /** account id → account ids it follows, oldest first */
  follows: Map<number, Set<number>>;
  codes: Map<string, CodeGrant>;
  tokens: Map<string, TokenGrant>;
  /** caller (account id, or the address of an anonymous caller) → requests in the current hour */
  rateWindows: Map<string, { resetAt: number; used: number }>;
  rateLimitStyle: RateLimitStyle;
  sw: FailureSwitch;
};

/** The sandbox's registered OAuth app (the server's sandbox credentials, as for the other fakes). */
export const GITHUB_OAUTH_APP = { clientId: "sandbox-client", clientSecret: "sandbox-secret" };

/** GitHub's authorization codes are good for ten minutes. */
export const CODE_TTL_MS = 10 * 60_000;

/** GitHub keeps ten tokens per user, app and scope set; an eleventh revokes the oldest. */
const TOKENS_PER_GRANT = 10;

export const SANDBOX_MONA_ID = 270_000_001;
export const SANDBOX_HUBOT_ID = 270_000_002;
/** @octocat and octocat/Hello-World with their real ids, so GitHub's documented examples resolve in the sandbox. */
export const OCTOCAT_ID = 583_231;
export const HELLO_WORLD_ID = 1_296_269;

/** GitHub logins: letters, digits and single hyphens inside, at most 39 characters. */
export const LOGIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
/** Repository names: letters, digits, '.', '-' and '_', at most 100 characters, not "." or "..". */
export const REPO_NAME_PATTERN = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

/** The scopes an OAuth app may ask for; others are dropped from the grant, as GitHub does. */
export const KNOWN_SCOPES = new Set([
  "repo",
  "repo:status",
  "repo_deployment",
  "public_repo",
  "repo:invite",
  "security_events",
  "admin:repo_hook",
  "write:repo_hook",
  "read:repo_hook",
  "admin:org",
  "write:org",
  "read:org",
  "admin:public_key",
  "write:public_key",
  "read:public_key",
  "admin:org_hook",
  "gist",
  "notifications",
  "user",
  "read:user",
  "user:email",
  "user:follow",
  "project",
  "read:project",
  "delete_repo",
  "write:packages",
  "read:packages",
  "delete:packages",
  "admin:gpg_key",
  "write:gpg_key",
  "read:gpg_key",
  "codespace",
  "workflow",
]);

export function createGitHubState(): GitHubState {
  const state: GitHubState = {
    accounts: new Map(),
    repos: new Map(),
    stars: new Map(),
    follows: new Map(),
    codes: new Map(),
    tokens: new Map(),
    rateWindows: new Map(),
    rateLimitStyle: { kind: "secondary", status: 403 },
    sw: createFailureSwitch(),
  };
  seed(state);
  return state;
}

/** Back to the seeded world, keeping the same objects (the failure control holds the switch). */
export function resetGitHubState(state: GitHubState): void {
  const sw = state.sw;
  Object.assign(state, createGitHubState(), { sw });
  Object.assign(sw, createFailureSwitch());
}

function seed(state: GitHubState): void {
  addAccount(state, { id: SANDBOX_MONA_ID, login: "sandbox-mona", name: "Mona (Sandbox)", canSignIn: true });
  addAccount(state, { id: SANDBOX_HUBOT_ID, login: "sandbox-hubot", name: "Hubot (Sandbox)", canSignIn: true });
  addAccount(state, {
    id: OCTOCAT_ID,
    login: "octocat",
    name: "The Octocat",
    created_at: "2011-01-25T18:44:36Z",
    canSignIn: false,
  });
  addRepo(state, {
    id: HELLO_WORLD_ID,
    owner: state.accounts.get(OCTOCAT_ID)!,
    name: "Hello-World",
    description: "My first repository on GitHub!",
    created_at: "2011-01-26T19:01:12Z",
  });
}

/** GitHub's timestamps: ISO 8601 in UTC without milliseconds. */
export const githubTime = (at = new Date()) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

function addAccount(
  state: GitHubState,
  input: Partial<GitHubAccount> & { id: number; login: string; canSignIn: boolean },
): GitHubAccount {
  const account: GitHubAccount = {
    name: null,
    email: null,
    type: "User",
    created_at: githubTime(),
    ...input,
  };
  state.accounts.set(account.id, account);
  return account;
}

function addRepo(
  state: GitHubState,
  input: { id: number; owner: GitHubAccount; name: string; description?: string | null; created_at?: string },
): GitHubRepo {
  const repo: GitHubRepo = {
    id: input.id,
    name: input.name,
    ownerId: input.owner.id,
    description: input.description ?? null,
    created_at: input.created_at ?? githubTime(),
  };
  state.repos.set(`${input.owner.login}/${input.name}`.toLowerCase(), repo);
  return repo;
}

/**
 * A number derived from a name: the in-memory world forgets everything on a restart, and a counter would hand an
 * id that someone linked before the restart to a newcomer.
 */
function stableId(taken: (id: number) => boolean, name: string, base: number): number {
  const digest = Number.parseInt(createHash("sha256").update(name.toLowerCase()).digest("hex").slice(0, 12), 16);
  let id = base + (digest % 100_000_000);
  while (taken(id)) id += 1;
  return id;
}

/** Logins are case-insensitive on GitHub. */
export function findAccount(state: GitHubState, login: string): GitHubAccount | undefined {
  const wanted = login.toLowerCase();
  for (const a of state.accounts.values()) if (a.login.toLowerCase() === wanted) return a;
  return undefined;
}

export function findRepo(state: GitHubState, owner: string, name: string): GitHubRepo | undefined {
  return state.repos.get(`${owner}/${name}`.toLowerCase());
}

/** The accounts offered on the sign-in chooser, `first` (the one signed in, or hinted) at the top. */
export function signInChoices(state: GitHubState, first?: GitHubAccount | null): GitHubAccount[] {
  const accounts = [...state.accounts.values()].filter((a) => a.canSignIn);
  return first?.canSignIn ? [first, ...accounts.filter((a) => a.id !== first.id)] : accounts;
}

export const ownerOf = (state: GitHubState, repo: GitHubRepo) => state.accounts.get(repo.ownerId)!;

/**
 * The account a sign-in form chooses: a typed new login (made when missing) or one of the listed accounts; or, for the
 * page to show again, why there is none.
 */
export function chosenAccount(
  state: GitHubState,
  form: { new_login?: string; account?: string },
): { account: GitHubAccount } | { error: string } {
  const typed = (form.new_login ?? "").trim();
  if (typed && !LOGIN_PATTERN.test(typed))
    return { error: "A login has letters, digits and single hyphens inside, at most 39 characters." };
  const chosen = form.account ? state.accounts.get(Number(form.account)) : undefined;
  const account = typed ? ensureAccount(state, { login: typed, canSignIn: true }) : chosen;
  return account?.canSignIn ? { account } : { error: "Choose an account." };
}

/** The account with this login, made when missing (an existing one keeps its id and may become able to sign in). */
export function ensureAccount(
  state: GitHubState,
  input: {
    login: string;
    id?: number;
    name?: string | null;
    email?: string | null;
    type?: GitHubAccount["type"];
    canSignIn: boolean;
  },
): GitHubAccount {
  const existing =
    (input.id !== undefined ? state.accounts.get(input.id) : undefined) ?? findAccount(state, input.login);
  if (existing) {
    if (input.canSignIn && existing.type === "User") existing.canSignIn = true;
    return existing;
  }
  return addAccount(state, {
    id: input.id ?? stableId((id) => state.accounts.has(id), input.login, 200_000_000),
    login: input.login,
    name: input.name ?? null,
    email: input.email ?? null,
    type: input.type ?? "User",
    canSignIn: input.canSignIn && (input.type ?? "User") === "User",
  });
}

/** The repository owner/name, made (with its owner, as a non-signing-in account) when missing. */
export function ensureRepo(
  state: GitHubState,
  input: { owner: string; name: string; description?: string | null; ownerType?: GitHubAccount["type"] },
): GitHubRepo {
  const existing = findRepo(state, input.owner, input.name);
  if (existing) {
    if (input.description !== undefined) existing.description = input.description;
    return existing;
  }
  const owner = ensureAccount(state, { login: input.owner, type: input.ownerType, canSignIn: false });
  const taken = (id: number) => [...state.repos.values()].some((r) => r.id === id);
  return addRepo(state, {
    id: stableId(taken, `${owner.login}/${input.name}`, 900_000_000),
    owner,
    name: input.name,
    description: input.description,
  });
}

/** Adds or removes `to` in the set kept for `from`. */
export function toggle(map: Map<number, Set<number>>, from: number, to: number, on: boolean): void {
  const set = map.get(from) ?? new Set<number>();
  if (on) set.add(to);
  else set.delete(to);
  map.set(from, set);
}

export const hasStarred = (state: GitHubState, accountId: number, repo: GitHubRepo) =>
  state.stars.get(accountId)?.has(repo.id) ?? false;

export const isFollowing = (state: GitHubState, accountId: number, target: GitHubAccount) =>
  state.follows.get(accountId)?.has(target.id) ?? false;

export function stargazerCount(state: GitHubState, repo: GitHubRepo): number {
  let n = 0;
  for (const starred of state.stars.values()) if (starred.has(repo.id)) n++;
  return n;
}

export function followerCount(state: GitHubState, account: GitHubAccount): number {
  let n = 0;
  for (const followed of state.follows.values()) if (followed.has(account.id)) n++;
  return n;
}

export const followingCount = (state: GitHubState, account: GitHubAccount) => state.follows.get(account.id)?.size ?? 0;

export const publicRepoCount = (state: GitHubState, account: GitHubAccount) =>
  [...state.repos.values()].filter((r) => r.ownerId === account.id).length;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function base62(n: number, width: number): string {
  let out = "";
  for (let v = n; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, "0");
}

/**
 * A token in GitHub's format: the prefix (gho_ for OAuth app tokens), 30 random base62 characters and their CRC32
 * in 6 base62 characters, so secret scanners and clients that check the shape accept it.
 */
export function githubToken(prefix: string): string {
  let random = "";
  for (const byte of randomBytes(30)) random += BASE62[byte % 62];
  return `${prefix}${random}${base62(crc32(random), 6)}`;
}

/** A new token for this grant; the oldest of the same account and scopes is revoked past ten. */
export function issueToken(state: GitHubState, grant: TokenGrant): string {
  const sameGrant = [...state.tokens].filter(
    ([, g]) => g.accountId === grant.accountId && g.scopes.join(",") === grant.scopes.join(","),
  );
  for (const [old] of sameGrant.slice(0, Math.max(0, sameGrant.length - TOKENS_PER_GRANT + 1)))
    state.tokens.delete(old);
  const token = githubToken("gho_");
  state.tokens.set(token, grant);
  return token;
}

/** Scopes as GitHub grants them: known ones only, in a stable order, without duplicates. */
export function normalizeScopes(requested: string | undefined): string[] {
  const asked = new Set((requested ?? "").split(/[\s,]+/).filter((s) => KNOWN_SCOPES.has(s)));
  return [...KNOWN_SCOPES].filter((s) => asked.has(s));
}

/** GitHub's scope hierarchy where a wider scope holds a narrower one (user holds user:follow). */
const PARENT_SCOPE: Record<string, string> = {
  "read:user": "user",
  "user:email": "user",
  "user:follow": "user",
  public_repo: "repo",
  "repo:status": "repo",
  repo_deployment: "repo",
  "repo:invite": "repo",
};

/** Does a token with these scopes hold `scope`, directly or through a wider one? */
export function hasScope(scopes: string[], scope: string): boolean {
  const parent = PARENT_SCOPE[scope];
  return scopes.includes(scope) || (parent !== undefined && scopes.includes(parent));
}

export function newCode(): string {
  // GitHub's codes are 20 hexadecimal characters.
  return randomBytes(10).toString("hex");
}
