import type { DemoObjectiveSpec } from "../seed-spec";

// The GitHub objectives of the demo missions (db/seed/missions/); the sandbox provisions their repository and
// account in the GitHub fake, so "Do it on Sandbox GitHub" and Verify work on them.
export const githubSeed = {
  githubStar: (repository = "questhq/questhq"): DemoObjectiveSpec => ({
    template: "github_star",
    provider: "github",
    values: { repository },
  }),
  githubFollow: (username = "questhq"): DemoObjectiveSpec => ({
    template: "github_follow",
    provider: "github",
    values: { username },
  }),
};
