import type { DemoObjectiveSpec } from "../../db/seed/objective-builders";

// The GitHub objectives of the demo missions (db/seed/missions/); the sandbox provisions their repository and
// account in the GitHub fake, so "Do it on Sandbox GitHub" and Verify work on them.
export const githubSeed = {
  star: (repository = "questhq/questhq"): DemoObjectiveSpec => ({
    template: "github_star",
    provider: "github",
    values: { repository },
  }),
  follow: (username = "questhq"): DemoObjectiveSpec => ({
    template: "github_follow",
    provider: "github",
    values: { username },
  }),
};
