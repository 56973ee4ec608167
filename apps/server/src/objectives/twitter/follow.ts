import type { Verifier } from "../types";
import { findInPages } from "../../providers/twitter/api-client";
import { MAX_PAGES, TWITTER_MESSAGES, incomplete, usernameFrom, withTwitter } from "./twitter-objective";

/** twitter_follow: the user follows values.username (with or without @). */
export const verifyTwitterFollow: Verifier = (ctx) =>
  withTwitter(ctx, async (api, account) => {
    const raw = String(ctx.objective.values.username ?? "").replace(/^\s*@/, "");
    const wanted = usernameFrom(raw);
    if (!wanted) return incomplete(TWITTER_MESSAGES.noSuchAccount(raw));
    const target = await api.userByUsername(wanted);
    if (!target) return incomplete(TWITTER_MESSAGES.noSuchAccount(wanted));
    const search = await findInPages(
      (token) => api.following(account.providerUserId, token),
      (u) => u.id === target.id,
      MAX_PAGES,
    );
    if (search.isMissing) return incomplete(TWITTER_MESSAGES.accountGone);
    const evidence = { twitter_user_id: account.providerUserId, target_user_id: target.id, pages_read: search.pages };
    return search.found
      ? { status: "completed", evidence }
      : incomplete(TWITTER_MESSAGES.notFollowing(target.username), { ...evidence, truncated: search.isTruncated });
  });
