import { isFollowing } from "../../providers/github/github-client";
import type { Verifier } from "../types";
import { GITHUB_NEEDS_ACCOUNT } from "./github-star";
import { loginOf } from "./targets";
import { providerBudget } from "../provider-budget";

// github_follow: GET /user/following/{username} with the user's own token, through the configured GitHub API
// (docs/product/objectives.md#github-objectives).

export const GITHUB_BAD_USERNAME = "This objective's GitHub username is not valid.";
export const GITHUB_NOT_FOLLOWING = "You are not following this account on GitHub yet. Follow it, then verify again.";

export const githubFollowVerifier: Verifier = async (ctx) => {
  const linked = await ctx.linked("github");
  if (!linked?.accessToken) return { status: "needs_account", provider: "github", message: GITHUB_NEEDS_ACCOUNT };
  const login = loginOf(ctx.objective.values.username);
  if (!login) return { status: "incomplete", message: GITHUB_BAD_USERNAME };
  if (!(await isFollowing(ctx.env, linked.accessToken, login, providerBudget(ctx, linked.providerUserId))))
    return { status: "incomplete", message: GITHUB_NOT_FOLLOWING };
  return { status: "completed", evidence: { github_user_id: linked.providerUserId, following: login } };
};
