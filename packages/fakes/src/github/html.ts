import { escapeHtml } from "../shared/sandbox-page";
import type { GitHubAccount } from "./state";

// The pages of Sandbox GitHub: the sign-in chooser (OAuth consent and plain sign-in), a repository with its Star
// button and a profile with its Follow button. Plain HTML and forms, no script (the server's CSP allows none),
// labelled as a sandbox so nobody takes them for github.com. Account forms keep the shape the other fakes' choosers
// have (data-account, hidden inputs), so the same test helpers and e2e locators drive them.

const STYLE = `
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",sans-serif;margin:0;color:#1f2328;background:#fff}
header{display:flex;align-items:center;gap:1rem;background:#f6f8fa;border-bottom:1px solid #d1d9e0;\
padding:.75rem 1.5rem}
header .who{margin-left:auto;font-size:.875rem}
main{max-width:44rem;margin:2rem auto;padding:0 1rem}
.badge{display:inline-block;background:#fff8c5;border:1px solid #d4a72c;border-radius:2em;padding:0 .5rem;\
font-size:.75rem;font-weight:600}
.box{border:1px solid #d1d9e0;border-radius:6px;padding:1rem;margin:1rem 0}
form[data-account]{display:flex;justify-content:space-between;align-items:center;border:1px solid #d1d9e0;\
border-radius:6px;padding:.75rem;margin:.5rem 0}
form[data-account] .name{display:flex;flex-direction:column}small,.muted{color:#59636e}
button{padding:.35rem 1rem;border-radius:6px;border:1px solid #d1d9e0;background:#f6f8fa;font-weight:600;\
cursor:pointer;font-size:.875rem}
button.primary{background:#1f883d;border-color:#1f883d;color:#fff}
input[type=text]{padding:.35rem .5rem;border:1px solid #d1d9e0;border-radius:6px;font-size:.875rem}
.error{color:#d1242f}
h1{font-size:1.5rem;font-weight:400}h1 strong{font-weight:600}
:focus-visible{outline:2px solid #0969da;outline-offset:2px}
`;

export type Viewer = { login: string; switchUrl: string } | null;

function layout(title: string, body: string, home: string, viewer: Viewer = null): string {
  const who = viewer
    ? `<span class="who">Signed in as <strong>@${escapeHtml(viewer.login)}</strong> · ` +
      `<a href="${escapeHtml(viewer.switchUrl)}">Switch account</a></span>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="${escapeHtml(home)}"><strong>Sandbox GitHub</strong></a> \
<span class="badge">Sandbox</span>${who}</header>
<main>${body}</main></body></html>`;
}

const hidden = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");

export type ChooserPage = {
  title: string;
  heading: string;
  intro: string;
  /** Absolute URL every form posts to. */
  action: string;
  /** The request's parameters, carried through every form. */
  carried: Record<string, string>;
  accounts: GitHubAccount[];
  submitLabel: string;
  home: string;
  /** Adds a Cancel form posting decision=deny (the OAuth consent). */
  canCancel: boolean;
  error?: string;
};

/** Pick a sandbox account, or make one by typing a new login. */
export function renderChooser(page: ChooserPage): string {
  const forms = page.accounts
    .map(
      (a) =>
        `<form method="post" action="${escapeHtml(page.action)}" data-account="${a.id}">` +
        hidden({ ...page.carried, account: String(a.id), decision: "authorize" }) +
        `<span class="name"><strong>${escapeHtml(a.name ?? a.login)}</strong><small>@${escapeHtml(a.login)}</small>` +
        `</span><button type="submit" class="primary">${escapeHtml(page.submitLabel)}</button></form>`,
    )
    .join("\n");
  const error = page.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(page.error)}</p>` : "";
  const create =
    `<form method="post" action="${escapeHtml(page.action)}" data-create="login" class="box">` +
    hidden({ ...page.carried, decision: "authorize" }) +
    `<label for="new_login">Or a new sandbox account</label> <input type="text" id="new_login" name="new_login" ` +
    `autocomplete="off" placeholder="sandbox-carla" pattern="[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}"` +
    `${page.error ? ' aria-describedby="login-error"' : ""}> ` +
    `<button type="submit">${escapeHtml(page.submitLabel)} as new account</button></form>`;
  const cancel = page.canCancel
    ? `<form method="post" action="${escapeHtml(page.action)}" data-decision="deny">` +
      `${hidden({ ...page.carried, decision: "deny" })}<button type="submit">Cancel</button></form>`
    : "";
  return layout(
    page.title,
    `<h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.intro)}</p>
<p class="muted">This is a local sandbox, not GitHub: no real account is used.</p>
${error}${forms}
${create}
${cancel}`,
    page.home,
  );
}

export type RepoPage = {
  fullName: string;
  description: string | null;
  ownerUrl: string;
  stars: number;
  starred: boolean;
  /** Where the Star (or Unstar) button posts. */
  action: string;
  /** Where someone not signed in goes first. */
  signInUrl: string;
  viewer: Viewer;
  home: string;
};

export function renderRepoPage(p: RepoPage): string {
  const [owner, name] = p.fullName.split("/") as [string, string];
  const label = p.starred ? "Unstar" : "Star";
  const button = p.viewer
    ? `<form method="post" action="${escapeHtml(p.action)}" data-action="${p.starred ? "unstar" : "star"}">` +
      `<button type="submit" class="${p.starred ? "" : "primary"}"` +
      ` aria-pressed="${p.starred}">${label}</button></form>`
    : `<p><a href="${escapeHtml(p.signInUrl)}">Sign in to star this repository</a></p>`;
  return layout(
    `${p.fullName}${p.description ? `: ${p.description}` : ""}`,
    `<h1><a href="${escapeHtml(p.ownerUrl)}">${escapeHtml(owner)}</a> / <strong>${escapeHtml(name)}</strong></h1>
<p>${escapeHtml(p.description ?? "No description provided.")}</p>
<div class="box"><p><span data-stars>${p.stars}</span> ${p.stars === 1 ? "star" : "stars"}</p>${button}</div>`,
    p.home,
    p.viewer,
  );
}

export type ProfilePage = {
  account: GitHubAccount;
  avatarUrl: string;
  followers: number;
  following: number;
  isFollowed: boolean;
  /** Where the Follow (or Unfollow) button posts; null on one's own profile. */
  action: string | null;
  signInUrl: string;
  target: string;
  viewer: Viewer;
  home: string;
  repos: { fullName: string; url: string }[];
};

export function renderProfilePage(p: ProfilePage): string {
  const a = p.account;
  const label = p.isFollowed ? "Unfollow" : "Follow";
  let button = "";
  if (!p.viewer && p.action)
    button = `<p><a href="${escapeHtml(p.signInUrl)}">Sign in to follow @${escapeHtml(a.login)}</a></p>`;
  else if (p.action)
    button =
      `<form method="post" action="${escapeHtml(p.action)}" data-action="${p.isFollowed ? "unfollow" : "follow"}">` +
      hidden({ target: p.target }) +
      `<button type="submit" class="${p.isFollowed ? "" : "primary"}" aria-pressed="${p.isFollowed}">` +
      `${label}</button>` +
      "</form>";
  const repos = p.repos.length
    ? `<h2>Repositories</h2><ul>${p.repos
        .map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(r.fullName)}</a></li>`)
        .join("")}</ul>`
    : "";
  return layout(
    `${a.login}${a.name ? ` (${a.name})` : ""}`,
    `<img src="${escapeHtml(p.avatarUrl)}" alt="" width="96" height="96">
<h1><strong>${escapeHtml(a.name ?? a.login)}</strong> <span class="muted">@${escapeHtml(a.login)}</span></h1>
<div class="box"><p><span data-followers>${p.followers}</span> ${p.followers === 1 ? "follower" : "followers"} · \
${p.following} following</p>${button}</div>
${repos}`,
    p.home,
    p.viewer,
  );
}

export function renderHome(home: string, viewer: Viewer, links: { label: string; url: string }[]): string {
  const items = links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`).join("");
  return layout(
    "Sandbox GitHub",
    `<h1>Sandbox GitHub</h1><p>The repositories and people this sandbox knows.</p><ul>${items}</ul>`,
    home,
    viewer,
  );
}

/** GitHub's 404 page, and the page for an authorization request it cannot serve. */
export function renderProblem(home: string, heading: string, detail: string): string {
  return layout(heading, `<h1>${escapeHtml(heading)}</h1><p role="alert">${escapeHtml(detail)}</p>`, home);
}

/** A round avatar with the account's initial, in a colour derived from its id. */
export function renderAvatar(account: GitHubAccount): string {
  const hue = account.id % 360;
  const initial = escapeHtml(account.login.charAt(0).toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="460" height="460" viewBox="0 0 460 460">` +
    `<rect width="460" height="460" fill="hsl(${hue},55%,88%)"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="240" ` +
    `fill="hsl(${hue},45%,35%)">${initial}</text></svg>`
  );
}
