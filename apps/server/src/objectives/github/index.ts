import { type FamilyServerTemplates, NO_SANDBOX, verifiersOf } from "../types";
import { githubFollowVerifier } from "./github-follow";
import { githubStarVerifier } from "./github-star";

// GitHub objectives: starring and following are checked with the user's own GitHub token.
export const githubTemplates = {
  github_star: { verify: githubStarVerifier, sandbox: NO_SANDBOX },
  github_follow: { verify: githubFollowVerifier, sandbox: NO_SANDBOX },
} satisfies FamilyServerTemplates;

export const githubVerifiers = verifiersOf(githubTemplates);
