import type { LinkedAccountProvider } from "../linked-account";

export const githubAccount = {
  key: "github",
  name: "GitHub",
  accountName: "GitHub",
  label: "GitHub",
  service: "GitHub",
  sandboxName: "GitHub",
  icon: "github",
  objectiveProviders: ["github"],
  templatePrefix: "github_",
} as const satisfies LinkedAccountProvider;
