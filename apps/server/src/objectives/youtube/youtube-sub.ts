import type { Verifier } from "../types";
import { isSubscribed, parseChannelUrl, resolveChannelId } from "../../providers/google/youtube-client";
import { providerBudget } from "../provider-budget";

// youtube_sub: values.channelUrl → channel id (an @handle or legacy name is looked up, a
// /channel/UC… link already is one), then subscriptions.list(mine, forChannelId) with the
// user's Google token.

export const YOUTUBE_NEEDS_ACCOUNT = "Connect your Google account to complete this objective.";
export const YOUTUBE_BAD_LINK = "This objective's YouTube channel link is not valid.";
export const YOUTUBE_CHANNEL_NOT_FOUND = "This YouTube channel could not be found.";
export const YOUTUBE_NOT_SUBSCRIBED =
  "You are not subscribed to this YouTube channel yet. Subscribe, then verify again.";

export const youtubeSubVerifier: Verifier = async (ctx) => {
  const linked = await ctx.linked("google");
  if (!linked?.accessToken) return { status: "needs_account", provider: "google", message: YOUTUBE_NEEDS_ACCOUNT };
  const ref =
    typeof ctx.objective.values.channelUrl === "string"
      ? parseChannelUrl(ctx.objective.values.channelUrl.trim())
      : null;
  if (!ref) return { status: "incomplete", message: YOUTUBE_BAD_LINK };
  const budget = providerBudget(ctx);
  const channelId = await resolveChannelId(ctx.env, linked.accessToken, ref, budget);
  if (!channelId) return { status: "incomplete", message: YOUTUBE_CHANNEL_NOT_FOUND };
  if (!(await isSubscribed(ctx.env, linked.accessToken, channelId, budget)))
    return { status: "incomplete", message: YOUTUBE_NOT_SUBSCRIBED };
  return { status: "completed", evidence: { google_sub: linked.providerUserId, channel_id: channelId } };
};
