import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeProviders, type RunningFakes } from "../src/index";
import { FIRST_TWEET_ID, JACK_ID, SANDBOX_ADA_ID, SANDBOX_BEN_ID } from "../src/twitter/state";

// Likes and retweets as the user's own side shows them on X: GET /2/users/:id/liked_tweets (newest like first) and
// retweets in the user's timeline (GET /2/users/:id/tweets) as posts referencing the original.

let fakes: RunningFakes;
let x: string;
let token: string;

async function control(path: string, body: unknown) {
  const res = await fetch(`${x}/__control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path}: ${res.status}`);
  return (await res.json()) as { data: { id: string } };
}

type Page = { data?: { id: string; text: string; referenced_tweets?: unknown }[]; meta: Record<string, unknown> };
async function read(path: string): Promise<Page> {
  const res = await fetch(`${x}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}
const ids = (page: Page) => (page.data ?? []).map((t) => t.id);

beforeAll(async () => {
  fakes = await startFakeProviders();
  x = `${fakes.url}/twitter`;
});
afterAll(async () => {
  await fakes?.close();
});
beforeEach(async () => {
  await control("reset", {});
  token = `engagements-${Math.random().toString(36).slice(2)}`;
  await control("tokens/restore", { account_id: SANDBOX_ADA_ID, access_token: token, scope: "tweet.read like.read" });
});

describe("sandbox X: a user's likes", () => {
  it("lists liked posts newest like first, moves one liked again to the front and drops an unliked one", async () => {
    const a = (await control("post", { user_id: JACK_ID, text: "a" })).data.id;
    const b = (await control("post", { user_id: JACK_ID, text: "b" })).data.id;
    for (const id of [a, FIRST_TWEET_ID, b]) await control("like", { user_id: SANDBOX_ADA_ID, tweet_id: id });
    expect(ids(await read(`/2/users/${SANDBOX_ADA_ID}/liked_tweets`))).toEqual([b, FIRST_TWEET_ID, a]);
    await control("like", { user_id: SANDBOX_ADA_ID, tweet_id: a });
    await control("like", { user_id: SANDBOX_ADA_ID, tweet_id: FIRST_TWEET_ID, undo: true });
    const page = await read(`/2/users/${SANDBOX_ADA_ID}/liked_tweets`);
    expect(ids(page)).toEqual([a, b]);
    expect(page.meta).toEqual({ result_count: 2 });
    // Someone else's likes are theirs; the post's likers see both.
    await control("like", { user_id: SANDBOX_BEN_ID, tweet_id: b });
    expect(ids(await read(`/2/users/${SANDBOX_BEN_ID}/liked_tweets`))).toEqual([b]);
    const likers = await read(`/2/tweets/${b}/liking_users`);
    expect(ids(likers)).toEqual([SANDBOX_BEN_ID, SANDBOX_ADA_ID]);
  });

  it("pages with max_results 5 to 100 and X's tokens", async () => {
    const liked: string[] = [];
    for (let i = 0; i < 7; i++) {
      liked.unshift((await control("post", { user_id: JACK_ID, text: `p${i}` })).data.id);
      await control("like", { user_id: SANDBOX_ADA_ID, tweet_id: liked[0] });
    }
    const first = await read(`/2/users/${SANDBOX_ADA_ID}/liked_tweets?max_results=5`);
    expect(ids(first)).toEqual(liked.slice(0, 5));
    expect(first.meta).toMatchObject({ result_count: 5, next_token: expect.any(String) });
    const second = await read(
      `/2/users/${SANDBOX_ADA_ID}/liked_tweets?max_results=5&pagination_token=${first.meta.next_token}`,
    );
    expect(ids(second)).toEqual(liked.slice(5));
    expect(second.meta).toMatchObject({ result_count: 2, previous_token: expect.any(String) });
    expect(second.meta.next_token).toBeUndefined();
    const tooFew = await fetch(`${x}/2/users/${SANDBOX_ADA_ID}/liked_tweets?max_results=4`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tooFew.status).toBe(400);
  });
});

describe("sandbox X: retweets in the user's timeline", () => {
  it("shows a retweet as the user's post referencing the original, until it is undone", async () => {
    await control("retweet", { user_id: SANDBOX_ADA_ID, tweet_id: FIRST_TWEET_ID });
    await control("retweet", { user_id: SANDBOX_ADA_ID, tweet_id: FIRST_TWEET_ID });
    const own = (await control("post", { user_id: SANDBOX_ADA_ID, text: "gm" })).data.id;
    const timeline = await read(`/2/users/${SANDBOX_ADA_ID}/tweets?tweet.fields=referenced_tweets`);
    expect(timeline.data).toHaveLength(2);
    expect(timeline.data![0]!.id).toBe(own);
    expect(timeline.data![1]).toMatchObject({
      text: "RT @jack: just setting up my twttr",
      referenced_tweets: [{ type: "retweeted", id: FIRST_TWEET_ID }],
    });
    expect(ids(await read(`/2/users/${SANDBOX_ADA_ID}/tweets?exclude=retweets`))).toEqual([own]);
    expect(ids(await read(`/2/tweets/${FIRST_TWEET_ID}/retweeted_by`))).toEqual([SANDBOX_ADA_ID]);

    await control("retweet", { user_id: SANDBOX_ADA_ID, tweet_id: FIRST_TWEET_ID, undo: true });
    expect(ids(await read(`/2/users/${SANDBOX_ADA_ID}/tweets`))).toEqual([own]);
    expect((await read(`/2/tweets/${FIRST_TWEET_ID}/retweeted_by`)).data).toBeUndefined();
  });

  it("leaves replies out with exclude=replies", async () => {
    const reply = (await control("reply", { user_id: SANDBOX_ADA_ID, tweet_id: FIRST_TWEET_ID, text: "gm" })).data.id;
    expect(ids(await read(`/2/users/${SANDBOX_ADA_ID}/tweets`))).toEqual([reply]);
    expect((await read(`/2/users/${SANDBOX_ADA_ID}/tweets?exclude=replies`)).data).toBeUndefined();
  });
});
