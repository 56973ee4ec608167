import { type FamilyServerTemplates, verifiersOf } from "../types";
import { githubFollowVerifier } from "./github-follow";
import { githubStarVerifier } from "./github-star";
import { githubSandbox } from "./sandbox";

// GitHub objectives: starring and following are checked with the user's own GitHub token.
export const githubTemplates = {
  github_star: { verify: githubStarVerifier, sandbox: githubSandbox },
  github_follow: { verify: githubFollowVerifier, sandbox: githubSandbox },
} satisfies FamilyServerTemplates;

export const githubVerifiers = verifiersOf(githubTemplates);
