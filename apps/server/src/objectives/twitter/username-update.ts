import type { Verifier } from "../types";
import { TWITTER_MESSAGES, incomplete, normaliseText, withTwitter } from "./twitter-objective";

/** twitter_username_update: the user's display name or @username contains values.addToUsername. */
export const verifyTwitterUsernameUpdate: Verifier = (ctx) =>
  withTwitter(ctx, async (api, account) => {
    const raw = String(ctx.objective.values.addToUsername ?? "").trim();
    const wanted = normaliseText(raw);
    const me = await api.me();
    const evidence = { twitter_user_id: account.providerUserId, name: me.name, username: me.username };
    if (wanted && (normaliseText(me.name).includes(wanted) || normaliseText(me.username).includes(wanted)))
      return { status: "completed", evidence };
    return incomplete(TWITTER_MESSAGES.nameMissing(raw), evidence);
  });
