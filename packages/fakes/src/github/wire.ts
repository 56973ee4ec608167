import type { FastifyReply } from "fastify";
import {
  followerCount,
  followingCount,
  ownerOf,
  publicRepoCount,
  stargazerCount,
  type GitHubAccount,
  type GitHubRepo,
  type GitHubState,
  type RateLimitStyle,
} from "./state";

// GitHub's REST wire format: the user and repository objects as the published OpenAPI document describes them
// (every required field present, URL templates included), its error bodies and the headers its API sends.

/** The fake's two faces: `web` stands for https://github.com, `api` for https://api.github.com. */
export type GitHubUrls = { web: string; api: string };

export const DOCS = "https://docs.github.com/rest";

/** The REST API versions the fake answers; a request without the header gets the first. */
export const API_VERSIONS = ["2022-11-28"];

/** GitHub's legacy global node id: base64 of "<length of type>:<type><id>". */
export function nodeId(type: string, id: number): string {
  return Buffer.from(`0${type.length}:${type}${id}`).toString("base64");
}

function simpleUser(urls: GitHubUrls, a: GitHubAccount) {
  const url = `${urls.api}/users/${a.login}`;
  return {
    login: a.login,
    id: a.id,
    node_id: nodeId(a.type, a.id),
    avatar_url: `${urls.web}/avatars/u/${a.id}?v=4`,
    gravatar_id: "",
    url,
    html_url: `${urls.web}/${a.login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: a.type,
    user_view_type: "public",
    site_admin: false,
  };
}

/** GET /users/{username} and, for a token without the user scope, GET /user: the public profile. */
export function publicUser(state: GitHubState, urls: GitHubUrls, a: GitHubAccount) {
  return {
    ...simpleUser(urls, a),
    name: a.name,
    company: null,
    blog: "",
    location: null,
    email: a.email,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: publicRepoCount(state, a),
    public_gists: 0,
    followers: followerCount(state, a),
    following: followingCount(state, a),
    created_at: a.created_at,
    updated_at: a.created_at,
  };
}

/** GET /user for a token with the user scope: the public profile and the private counters and plan. */
export function privateUser(state: GitHubState, urls: GitHubUrls, a: GitHubAccount) {
  return {
    ...publicUser(state, urls, a),
    user_view_type: "private",
    notification_email: a.email,
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: false,
    plan: { name: "free", space: 976_562_499, collaborators: 0, private_repos: 10_000 },
  };
}

/** URL templates of a repository, relative to its API URL, in GitHub's order. */
const REPO_LINKS: [string, string][] = [
  ["archive_url", "/{archive_format}{/ref}"],
  ["assignees_url", "/assignees{/user}"],
  ["blobs_url", "/git/blobs{/sha}"],
  ["branches_url", "/branches{/branch}"],
  ["collaborators_url", "/collaborators{/collaborator}"],
  ["comments_url", "/comments{/number}"],
  ["commits_url", "/commits{/sha}"],
  ["compare_url", "/compare/{base}...{head}"],
  ["contents_url", "/contents/{+path}"],
  ["contributors_url", "/contributors"],
  ["deployments_url", "/deployments"],
  ["downloads_url", "/downloads"],
  ["events_url", "/events"],
  ["forks_url", "/forks"],
  ["git_commits_url", "/git/commits{/sha}"],
  ["git_refs_url", "/git/refs{/sha}"],
  ["git_tags_url", "/git/tags{/sha}"],
  ["issue_comment_url", "/issues/comments{/number}"],
  ["issue_events_url", "/issues/events{/number}"],
  ["issues_url", "/issues{/number}"],
  ["keys_url", "/keys{/key_id}"],
  ["labels_url", "/labels{/name}"],
  ["languages_url", "/languages"],
  ["merges_url", "/merges"],
  ["milestones_url", "/milestones{/number}"],
  ["notifications_url", "/notifications{?since,all,participating}"],
  ["pulls_url", "/pulls{/number}"],
  ["releases_url", "/releases{/id}"],
  ["stargazers_url", "/stargazers"],
  ["statuses_url", "/statuses/{sha}"],
  ["subscribers_url", "/subscribers"],
  ["subscription_url", "/subscription"],
  ["tags_url", "/tags"],
  ["teams_url", "/teams"],
  ["trees_url", "/git/trees{/sha}"],
  ["hooks_url", "/hooks"],
];

/** GET /repos/{owner}/{repo}: a public repository with nothing in it but its stars. */
export function fullRepository(state: GitHubState, urls: GitHubUrls, repo: GitHubRepo) {
  const owner = ownerOf(state, repo);
  const fullName = `${owner.login}/${repo.name}`;
  const url = `${urls.api}/repos/${fullName}`;
  const host = new URL(urls.web).host;
  const stars = stargazerCount(state, repo);
  return {
    id: repo.id,
    node_id: nodeId("Repository", repo.id),
    name: repo.name,
    full_name: fullName,
    owner: simpleUser(urls, owner),
    private: false,
    html_url: `${urls.web}/${fullName}`,
    description: repo.description,
    fork: false,
    url,
    ...Object.fromEntries(REPO_LINKS.map(([key, path]) => [key, `${url}${path}`])),
    git_url: `git://${host}/${fullName}.git`,
    ssh_url: `git@${host}:${fullName}.git`,
    clone_url: `${urls.web}/${fullName}.git`,
    svn_url: `${urls.web}/${fullName}`,
    mirror_url: null,
    homepage: null,
    language: null,
    forks_count: 0,
    forks: 0,
    stargazers_count: stars,
    watchers_count: stars,
    watchers: stars,
    size: 0,
    default_branch: "main",
    open_issues_count: 0,
    open_issues: 0,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: "public",
    pushed_at: repo.created_at,
    created_at: repo.created_at,
    updated_at: repo.created_at,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
    ...(owner.type === "Organization" ? { organization: simpleUser(urls, owner) } : {}),
    network_count: 0,
    subscribers_count: 0,
  };
}

/** GitHub's error body: a message, the documentation of the operation and the status as a string. */
export const basicError = (status: number, message: string, documentationUrl: string) => ({
  message,
  documentation_url: documentationUrl,
  status: String(status),
});

export function sendError(reply: FastifyReply, status: number, message: string, documentationUrl: string) {
  return reply.status(status).send(basicError(status, message, documentationUrl));
}

export const notFound = (reply: FastifyReply, documentationUrl: string) =>
  sendError(reply, 404, "Not Found", documentationUrl);

/**
 * The failure switch's rate_limited answer: a secondary limit (Retry-After) or the primary one (no requests left
 * until the reset). The shared switch sets 429 before asking for the body; GitHub answers both kinds with 403 or
 * 429, so the status set here is the one sent.
 */
export function rateLimitedBody(style: RateLimitStyle, reply: FastifyReply, accountId: number | null) {
  void reply.status(style.status);
  if (style.kind === "secondary") {
    void reply.header("retry-after", "60");
    return basicError(
      style.status,
      "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. " +
        "If you reach out to GitHub Support for help, please include the request ID " +
        `${String(reply.request.id)}.`,
      "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
    );
  }
  void reply.header("x-ratelimit-remaining", "0");
  return basicError(
    style.status,
    accountId === null
      ? `API rate limit exceeded for ${reply.request.ip}. (But here's the good news: Authenticated requests get ` +
          "a higher rate limit. Check out the documentation for more details.)"
      : `API rate limit exceeded for user ID ${accountId}.`,
    "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit",
  );
}
