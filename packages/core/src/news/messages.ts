// Success toasts of docs/product/news.md#likes-bookmarks-and-follows, verbatim; the server answers them and the web
// app shows them.
export const NEWS_MESSAGES = {
  liked: "Content liked successfully",
  unliked: "Content unliked successfully",
  saved: "Content saved successfully",
  unsaved: "Content removed from saved",
  channelFollowed: "Channel followed successfully",
  channelUnfollowed: "Channel unfollowed successfully",
  topicFollowed: "Topic followed successfully",
  topicUnfollowed: "Topic unfollowed successfully",
} as const;

export const NEWS_NOT_FOUND = {
  content: "Content not found.",
  topic: "Topic not found.",
  channel: "Channel not found.",
} as const;

/** Failure toasts (docs/product/errors.md#atlas): "Failed to {message or process} the like action" etc. */
export function newsActionFailedMessage(action: "like" | "bookmark" | "follow", message?: string | null): string {
  return `Failed to ${message?.trim() || "process"} the ${action} action`;
}
