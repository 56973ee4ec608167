import { linkRow, text } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { F, req } from "../template-fields";

// YouTube: subscribe with the linked Google account, or watch a video (docs/product/objectives.md#templates).

function youtubeChannelName(url: unknown): string | undefined {
  return text(url)?.match(/youtube\.com\/(@[A-Za-z0-9._-]+)/)?.[1];
}

const youtube = { provider: "youtube", category: "Social" } as const;

export const youtubeTemplates = {
  youtube_sub: {
    ...youtube,
    title: "Subscribe on YouTube",
    description: "Users subscribe to a YouTube channel.",
    fields: [req("channelUrl", "Channel link", "url", { placeholder: "https://www.youtube.com/@…" })],
    displayTitle: (v) => `Subscribe to ${youtubeChannelName(v.channelUrl) ?? "this channel"} on YouTube`,
    detailRows: (v) => linkRow("Channel", v.channelUrl),
  },
  youtube_watch: {
    ...youtube,
    title: "Watch a video",
    description: "Users watch a YouTube video.",
    fields: [F.title, req("videoUrl", "Video link", "url", { placeholder: "https://www.youtube.com/watch?v=…" })],
    displayTitle: () => "Watch this video on YouTube",
    detailRows: (v) => linkRow("Video", v.videoUrl),
  },
} satisfies FamilyTemplates;
