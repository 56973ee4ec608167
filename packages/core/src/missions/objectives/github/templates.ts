import { linkRow, text } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { req } from "../template-fields";

// GitHub: the user's linked GitHub account stars a repository or follows an account
// (docs/product/objectives.md#github-objectives).

const repositoryOf = (v: unknown) =>
  text(v)
    ?.replace(/^https?:\/\/(?:www\.)?github\.com\//i, "")
    .replace(/\/+$/, "");
const usernameOf = (v: unknown) => text(v)?.replace(/^@/, "");

const REPOSITORY = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
const USERNAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

const repositoryUrl = (v: unknown) => {
  const repository = repositoryOf(v);
  return repository && REPOSITORY.test(repository) ? `https://github.com/${repository}` : null;
};
const profileUrl = (v: unknown) => {
  const username = usernameOf(v);
  return username && USERNAME.test(username) ? `https://github.com/${username}` : null;
};

const github = { provider: "github", category: "Community" } as const;

export const githubTemplates = {
  github_star: {
    ...github,
    title: "Star a repository",
    description: "Users star a repository on GitHub.",
    fields: [
      req("repository", "Repository", "text", {
        placeholder: "octocat/Hello-World",
        help: "The owner and name, as in the repository's link.",
      }),
    ],
    displayTitle: (v) => `Star ${repositoryOf(v.repository) ?? "this repository"} on GitHub`,
    targetUrl: (v) => repositoryUrl(v.repository),
    detailRows: (v) => linkRow("Repository", repositoryUrl(v.repository) ?? v.repository, repositoryOf(v.repository)),
  },
  github_follow: {
    ...github,
    title: "Follow on GitHub",
    description: "Users follow a GitHub account.",
    fields: [req("username", "GitHub username", "text", { placeholder: "octocat" })],
    displayTitle: (v) => `Follow ${usernameOf(v.username) ?? "this account"} on GitHub`,
    targetUrl: (v) => profileUrl(v.username),
    detailRows: (v) => {
      const username = usernameOf(v.username);
      return linkRow("Account", profileUrl(v.username) ?? v.username, username ? `@${username}` : undefined);
    },
  },
} satisfies FamilyTemplates;
