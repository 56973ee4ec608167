import { hasStarred } from "../../providers/github/github-client";
import type { Verifier } from "../types";
import { repositoryOf } from "./targets";
import { providerBudget } from "../provider-budget";

// github_star: GET /user/starred/{owner}/{repo} with the user's own token, through the configured GitHub API
// (docs/product/objectives.md#github-objectives).

export const GITHUB_NEEDS_ACCOUNT = "Connect your GitHub account to complete this objective.";
export const GITHUB_BAD_REPOSITORY = "This objective's GitHub repository is not valid.";
export const GITHUB_NOT_STARRED = "You have not starred this repository on GitHub yet. Star it, then verify again.";

export const githubStarVerifier: Verifier = async (ctx) => {
  const linked = await ctx.linked("github");
  if (!linked?.accessToken) return { status: "needs_account", provider: "github", message: GITHUB_NEEDS_ACCOUNT };
  const repository = repositoryOf(ctx.objective.values.repository);
  if (!repository) return { status: "incomplete", message: GITHUB_BAD_REPOSITORY };
  // A 401 (the user revoked the app) raises ProviderAuthError: the engine asks them to connect GitHub again.
  const budget = providerBudget(ctx, linked.providerUserId);
  if (!(await hasStarred(ctx.env, linked.accessToken, repository.owner, repository.name, budget)))
    return { status: "incomplete", message: GITHUB_NOT_STARRED };
  return {
    status: "completed",
    evidence: { github_user_id: linked.providerUserId, repository: `${repository.owner}/${repository.name}` },
  };
};
