import type { LinkedAccountProvider } from "../linked-account";

// YouTube objectives are checked through the Google account that owns the channel.
export const googleAccount = {
  key: "google",
  name: "Google",
  accountName: "YouTube",
  label: "YouTube",
  service: "Google",
  sandboxName: "YouTube",
  icon: "youtube",
  objectiveProviders: ["youtube", "google"],
  templatePrefix: "youtube_",
  actionValue: "channelUrl",
} as const satisfies LinkedAccountProvider;
