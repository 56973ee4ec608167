import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TemplateKey } from "@questhq/core";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { FIRST_TWEET_ID, JACK_ID } from "@questhq/fakes/twitter/state";
import { createTestApp, type TestApp } from "../../test/harness";
import { control, twitterEnv, userWithTwitter } from "../../features/social/twitter/twitter-test-kit";
import { twitterVerifiers } from "./index";
import { MAX_PAGES, TWITTER_MESSAGES } from "./twitter-objective";
import { verifyContext } from "../../test/social-kit";

let fakes: RunningFakes;
let t: TestApp;
let user: Awaited<ReturnType<typeof userWithTwitter>>;

beforeAll(async () => {
  fakes = await startFakeProviders();
  t = await createTestApp(twitterEnv(fakes));
  user = await userWithTwitter(t, "vf");
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

function verify(template: TemplateKey, values: Record<string, unknown>, opts?: { startsAt?: Date | null }) {
  return twitterVerifiers[template]!(verifyContext(t, user.userId, template, values, opts));
}

const FIRST_POST = `https://x.com/jack/status/${FIRST_TWEET_ID}`;
const act = (path: string, body: Record<string, unknown> = {}) =>
  control(fakes, path, { user_id: user.twitterId, ...body });

describe("twitter_follow", () => {
  it("completes once the user follows the account, with or without @ and in any case", async () => {
    expect(await verify("twitter_follow", { username: "@jack" })).toMatchObject({
      status: "incomplete",
      message: "You are not following @jack yet.",
    });
    await act("follow", { target_user_id: JACK_ID });
    for (const username of ["@jack", "jack", "@JACK"]) {
      expect(await verify("twitter_follow", { username })).toMatchObject({
        status: "completed",
        evidence: { target_user_id: JACK_ID },
      });
    }
    await act("follow", { target_user_id: JACK_ID, following: false });
    expect((await verify("twitter_follow", { username: "jack" })).status).toBe("incomplete");
  });

  it("says when the account does not exist", async () => {
    expect(await verify("twitter_follow", { username: "@nobody_at_all" })).toEqual({
      status: "incomplete",
      message: TWITTER_MESSAGES.noSuchAccount("nobody_at_all"),
    });
  });
});

describe("twitter_like", () => {
  it("completes once the user likes the post, and not after unliking", async () => {
    expect(await verify("twitter_like", { tweetUrl: FIRST_POST })).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.notLiked,
    });
    await act("like", { tweet_id: FIRST_TWEET_ID });
    expect(await verify("twitter_like", { tweetUrl: FIRST_POST })).toMatchObject({
      status: "completed",
      evidence: { tweet_id: FIRST_TWEET_ID },
    });
    await act("like", { tweet_id: FIRST_TWEET_ID, undo: true });
    expect((await verify("twitter_like", { tweetUrl: FIRST_POST })).status).toBe("incomplete");
  });

  it("finds an older like on a later page of the user's likes", async () => {
    const post = (await control(fakes, "post", { user_id: JACK_ID, text: "liked a while ago" })).data!;
    await act("like", { tweet_id: post.id });
    // 150 posts the user liked since push this one onto the second page of 100.
    for (let i = 0; i < 150; i++) {
      const later = (await control(fakes, "post", { user_id: JACK_ID, text: `later post ${i}` })).data!;
      await act("like", { tweet_id: later.id });
    }
    const outcome = await verify("twitter_like", { tweetUrl: `https://x.com/jack/status/${post.id}` });
    expect(outcome).toMatchObject({ status: "completed", evidence: { pages_read: 2 } });
  });

  it("says not yet, and that the search stopped, when the like is older than the pages it reads", async () => {
    const liker = await userWithTwitter(t, "busy");
    const post = (await control(fakes, "post", { user_id: JACK_ID, text: "liked long ago" })).data!;
    await control(fakes, "like", { user_id: liker.twitterId, tweet_id: post.id });
    for (let start = 0; start < MAX_PAGES * 100; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, async (_, k) => {
          const later = (await control(fakes, "post", { user_id: JACK_ID, text: `a later like ${start + k}` })).data!;
          await control(fakes, "like", { user_id: liker.twitterId, tweet_id: later.id });
        }),
      );
    }
    const values = { tweetUrl: `https://x.com/jack/status/${post.id}` };
    expect(await twitterVerifiers.twitter_like!(verifyContext(t, liker.userId, "twitter_like", values))).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.notLiked,
      evidence: { pages_read: MAX_PAGES, truncated: true },
    });
  });

  it("says when the post does not exist or the link is not a post", async () => {
    expect(await verify("twitter_like", { tweetUrl: "https://x.com/jack/status/999" })).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.postNotFound,
    });
    expect(await verify("twitter_like", { tweetUrl: "https://example.com/jack/status/20" })).toEqual({
      status: "incomplete",
      message: "Not a valid Twitter post URL.",
    });
  });
});

describe("twitter_retweet", () => {
  it("completes once the user retweets the post (twitter.com links too)", async () => {
    const url = `https://twitter.com/jack/status/${FIRST_TWEET_ID}?s=20`;
    expect(await verify("twitter_retweet", { tweetUrl: url })).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.notRetweeted,
    });
    await act("retweet", { tweet_id: FIRST_TWEET_ID });
    expect(await verify("twitter_retweet", { tweetUrl: url })).toMatchObject({
      status: "completed",
      evidence: { tweet_id: FIRST_TWEET_ID, pages_read: 1 },
    });
    await act("retweet", { tweet_id: FIRST_TWEET_ID, undo: true });
    expect((await verify("twitter_retweet", { tweetUrl: url })).status).toBe("incomplete");
  });

  it("does not count a quote or a reply as a retweet, nor a retweet of another post", async () => {
    const post = (await control(fakes, "post", { user_id: JACK_ID, text: "retweet me" })).data!;
    const other = (await control(fakes, "post", { user_id: JACK_ID, text: "not this one" })).data!;
    await act("reply", { tweet_id: post.id, text: "nice" });
    await act("retweet", { tweet_id: other.id });
    const values = { tweetUrl: `https://x.com/jack/status/${post.id}` };
    expect(await verify("twitter_retweet", values)).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.notRetweeted,
      evidence: { truncated: false },
    });
  });

  it("says when the post does not exist", async () => {
    expect(await verify("twitter_retweet", { tweetUrl: "https://x.com/jack/status/999" })).toEqual({
      status: "incomplete",
      message: TWITTER_MESSAGES.postNotFound,
      evidence: { tweet_id: "999" },
    });
  });
});

// A launch: thousands act on the post within minutes. The user's like and retweet are read from the user's own
// side, so the ones who acted after them do not push them out of reach (they did past 1,000 before).
describe("a launch's crowd", () => {
  it("completes a like and a retweet made before 1,001 other accounts liked and retweeted the post", async () => {
    const fan = await userWithTwitter(t, "early");
    const post = (await control(fakes, "post", { user_id: JACK_ID, text: "launch day" })).data!;
    await control(fakes, "like", { user_id: fan.twitterId, tweet_id: post.id });
    await control(fakes, "retweet", { user_id: fan.twitterId, tweet_id: post.id });
    const crowd = 1001;
    for (let start = 0; start < crowd; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, crowd - start) }, async (_, k) => {
          const other = (await control(fakes, "users", { username: `crowd_${start + k}` })).data!;
          await control(fakes, "like", { user_id: other.id, tweet_id: post.id });
          await control(fakes, "retweet", { user_id: other.id, tweet_id: post.id });
        }),
      );
    }
    const values = { tweetUrl: `https://x.com/jack/status/${post.id}` };
    for (const template of ["twitter_like", "twitter_retweet"] as const) {
      expect(await twitterVerifiers[template]!(verifyContext(t, fan.userId, template, values))).toMatchObject({
        status: "completed",
        evidence: { tweet_id: post.id, pages_read: 1 },
      });
    }
  });
});

describe("twitter_bookmark", () => {
  it("completes once the post is in the user's bookmarks", async () => {
    expect(await verify("twitter_bookmark", { tweetUrl: FIRST_POST })).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.notBookmarked,
    });
    await act("bookmark", { tweet_id: FIRST_TWEET_ID });
    expect((await verify("twitter_bookmark", { tweetUrl: FIRST_POST })).status).toBe("completed");
  });
});

describe("twitter_comment", () => {
  it("completes on the user's reply in the post's conversation, not a reply elsewhere or someone else's", async () => {
    const url = `https://mobile.twitter.com/jack/status/${FIRST_TWEET_ID}/`;
    const elsewhere = (await control(fakes, "post", { user_id: JACK_ID, text: "another post" })).data!;
    await act("reply", { tweet_id: elsewhere.id, text: "gm" });
    await control(fakes, "reply", { user_id: JACK_ID, tweet_id: FIRST_TWEET_ID, text: "replying to myself" });
    expect(await verify("twitter_comment", { tweetUrl: url })).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.notReplied,
    });
    const reply = (await act("reply", { tweet_id: FIRST_TWEET_ID, text: "gm jack" })).data!;
    expect(await verify("twitter_comment", { tweetUrl: url })).toMatchObject({
      status: "completed",
      evidence: { reply_id: reply.id },
    });
  });
});

describe("twitter_post", () => {
  const tweetContent = "Joining the @QuestHQ mission! https://quest.example/m/1";

  it("needs a post since the mission started containing the text", async () => {
    expect(await verify("twitter_post", { tweetContent })).toMatchObject({
      status: "incomplete",
      message: TWITTER_MESSAGES.postMissing,
    });
    await act("post", { text: tweetContent, created_at: new Date(Date.now() - 2 * 3600_000).toISOString() });
    expect((await verify("twitter_post", { tweetContent })).status).toBe("incomplete");
    await act("post", { text: "Something else entirely" });
    expect((await verify("twitter_post", { tweetContent })).status).toBe("incomplete");
  });

  it("does not count a retweet of someone else's post with the text", async () => {
    const text = "Retweeting is not posting: quest 7";
    const theirs = (await control(fakes, "post", { user_id: JACK_ID, text })).data!;
    await act("retweet", { tweet_id: theirs.id });
    expect((await verify("twitter_post", { tweetContent: text })).status).toBe("incomplete");
  });

  it("compares case and whitespace loosely, and reads links through X's t.co rewriting", async () => {
    const posted = (await act("post", { text: "gm! joining   the @questhq MISSION!\nhttps://quest.example/m/1 🚀" }))
      .data!;
    expect(posted.text).toContain("https://t.co/");
    expect(await verify("twitter_post", { tweetContent })).toMatchObject({
      status: "completed",
      evidence: { tweet_id: posted.id },
    });
    // The same post does not count for a mission that started after it.
    expect((await verify("twitter_post", { tweetContent }, { startsAt: new Date(Date.now() + 60_000) })).status).toBe(
      "incomplete",
    );
  });
});

describe("twitter_username_update", () => {
  it("completes once the name or the username includes the text", async () => {
    expect(await verify("twitter_username_update", { addToUsername: "🪐" })).toEqual(
      expect.objectContaining({
        status: "incomplete",
        message: 'Your Twitter name or username does not include "🪐" yet.',
      }),
    );
    await control(fakes, `users/${user.twitterId}`, { name: "Ada 🪐" }, "PATCH");
    expect((await verify("twitter_username_update", { addToUsername: "🪐" })).status).toBe("completed");
    expect((await verify("twitter_username_update", { addToUsername: "questhq" })).status).toBe("incomplete");
    await control(fakes, `users/${user.twitterId}`, { username: "ada_QuestHQ" }, "PATCH");
    expect((await verify("twitter_username_update", { addToUsername: "QUESTHQ" })).status).toBe("completed");
  });
});
