import type { LinkedAccountProvider } from "../linked-account";

export const steamAccount = {
  key: "steam",
  name: "Steam",
  accountName: "Steam",
  label: "Steam",
  service: "Steam",
  sandboxName: "Steam",
  icon: "steam",
  objectiveProviders: ["steam"],
  templatePrefix: "steam_",
  actionValue: "link",
} as const satisfies LinkedAccountProvider;
