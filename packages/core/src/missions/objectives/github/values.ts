import { z } from "zod";
import { base, type FamilyValues, trimmed, valuesOf } from "../value-helpers";

// docs/product/objectives.md#github-objectives: a repository is stored as owner/name, an account without its @.

export const GITHUB_REPOSITORY_MESSAGE = "Enter the repository as owner/name, like octocat/Hello-World.";
export const GITHUB_USERNAME_MESSAGE = "Enter a GitHub username, like octocat.";

const repositorySchema = z.preprocess(
  (v) =>
    typeof trimmed(v) === "string"
      ? (trimmed(v) as string).replace(/^https?:\/\/(?:www\.)?github\.com\//i, "").replace(/\/+$/, "")
      : v,
  z
    .string({ error: GITHUB_REPOSITORY_MESSAGE })
    .regex(/^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/, GITHUB_REPOSITORY_MESSAGE),
);

const usernameSchema = z.preprocess(
  (v) => (typeof trimmed(v) === "string" ? (trimmed(v) as string).replace(/^@/, "") : v),
  z.string({ error: GITHUB_USERNAME_MESSAGE }).regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, GITHUB_USERNAME_MESSAGE),
);

export const githubValues = {
  github_star: valuesOf({ ...base, repository: repositorySchema }),
  github_follow: valuesOf({ ...base, username: usernameSchema }),
} satisfies FamilyValues;
