import { type FamilyDrawerActions, socialAction, visitAction } from "../drawer-action";

// YouTube: subscribing is checked through the Google account; watching is a timed visit.
export const youtubeActions = {
  youtube_sub: socialAction("google", "channelUrl"),
  youtube_watch: visitAction,
} satisfies FamilyDrawerActions;
