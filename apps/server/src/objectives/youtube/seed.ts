import type { DemoObjectiveSpec } from "../seed-spec";

// The YouTube objectives of the demo (db/seed/).

export const youtubeSeed = {
  youtubeSub: (channelUrl = "https://www.youtube.com/@questhq"): DemoObjectiveSpec => ({
    template: "youtube_sub",
    provider: "youtube",
    values: { channelUrl },
  }),
  youtubeWatch: (title: string, videoId: string): DemoObjectiveSpec => ({
    template: "youtube_watch",
    provider: "youtube",
    values: { title, videoUrl: `https://www.youtube.com/watch?v=${videoId}` },
  }),
};
