// Its own module, free of zod: the Atlas page lists the formats in its filters.
export const NEWS_CONTENT_FORMATS = ["article", "video", "podcast", "thread"] as const;
export type NewsContentFormat = (typeof NEWS_CONTENT_FORMATS)[number];
