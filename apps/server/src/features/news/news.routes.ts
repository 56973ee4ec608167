import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  newsChannelListQuerySchema,
  newsFeedQuerySchema,
  newsSearchQuerySchema,
  newsTopicContentQuerySchema,
  newsTopicListQuerySchema,
} from "@questhq/core";
import {
  newsArticleAnswer,
  newsChannelPageAnswer,
  newsFollowAnswer,
  newsItemPageAnswer,
  newsReactionAnswer,
  newsTopicAnswer,
  newsTopicPageAnswer,
} from "@questhq/core/schemas/responses/news";
import { requireUser, type SessionUser } from "../../lib/session";
import { nextLink } from "../../lib/next-link";
import { listFeed, type FeedKind } from "./list-feed";
import { getArticle } from "./get-article";
import { setReaction, type Reaction } from "./set-reaction";
import { setFollow, type FollowTarget } from "./set-follow";
import { listTopics } from "./list-topics";
import { getTopic } from "./get-topic";
import { listChannels } from "./list-channels";
import { searchContent } from "./search-content";

// Atlas API (docs/product/news.md#calls). Lists answer { data, next }: `next` is an absolute link with an
// opaque keyset cursor (`next=`); `offset` is honoured only on a first request. Unknown query
// parameters (cache busters) are ignored.

const tags = ["news"];
const security = [{ session: [] }];
/** Path values are checked by the use-cases: anything that names nothing is a 404. */
const idParams = z.object({ id: z.string().min(1).max(200) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });

const FEEDS: { path: string; kind: FeedKind; summary: string }[] = [
  { path: "/news", kind: "explore", summary: "Explore feed (same as /news/feed/)" },
  { path: "/news/feed", kind: "explore", summary: "Explore feed: all content, newest (or most liked) first" },
  { path: "/news/feed/following", kind: "following", summary: "Content from followed channels or topics (signed in)" },
  { path: "/news/feed/bookmarked", kind: "bookmarked", summary: "Saved content, newest bookmark first (signed in)" },
];

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publicUrl = app.env.PUBLIC_URL;

  for (const feed of FEEDS) {
    app.get(
      feed.path,
      {
        schema: {
          tags,
          // The following and bookmarked feeds are the caller's own: signed out is a 401.
          ...(feed.kind === "explore" ? {} : { security }),
          summary: feed.summary,
          querystring: newsFeedQuerySchema,
          response: { 200: newsItemPageAnswer },
        },
      },
      async (req) => {
        const viewer = await req.currentUser();
        if (feed.kind !== "explore") requireUser(viewer);
        const page = await listFeed(db, feed.kind, req.query, viewer?.id ?? null);
        return { data: page.data, next: nextLink(req, publicUrl, page.next) };
      },
    );
  }

  app.get(
    "/news/search",
    {
      schema: {
        tags,
        summary: "Ranked full-text search (at least 2 characters) with the feed filters",
        querystring: newsSearchQuerySchema,
        response: { 200: newsItemPageAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      const page = await searchContent(db, req.query, viewer?.id ?? null);
      return { data: page.data, next: nextLink(req, publicUrl, page.next) };
    },
  );

  app.get(
    "/news/topics",
    {
      schema: {
        tags,
        summary: "Topics: popular (Trending panel) or the paged catalogue",
        querystring: newsTopicListQuerySchema,
        response: { 200: newsTopicPageAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      const page = await listTopics(db, req.query, viewer?.id ?? null);
      return { data: page.data, next: nextLink(req, publicUrl, page.next) };
    },
  );

  app.get(
    "/news/topics/slug/:slug",
    { schema: { tags, summary: "One topic", params: slugParams, response: { 200: newsTopicAnswer } } },
    async (req) => {
      const viewer = await req.currentUser();
      return { data: await getTopic(db, req.params.slug, viewer?.id ?? null) };
    },
  );

  app.get(
    "/news/topics/slug/:slug/content",
    {
      schema: {
        tags,
        summary: "A topic's content (feed filters)",
        params: slugParams,
        querystring: newsTopicContentQuerySchema,
        response: { 200: newsItemPageAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      const topic = await getTopic(db, req.params.slug, viewer?.id ?? null);
      const page = await listFeed(db, "explore", { ...req.query, topic_id: topic.id }, viewer?.id ?? null);
      return { data: page.data, next: nextLink(req, publicUrl, page.next) };
    },
  );

  app.get(
    "/news/channels",
    {
      schema: {
        tags,
        summary: "Channels by follower count",
        querystring: newsChannelListQuerySchema,
        response: { 200: newsChannelPageAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      const page = await listChannels(db, req.query, viewer?.id ?? null);
      return { data: page.data, next: nextLink(req, publicUrl, page.next) };
    },
  );

  for (const target of ["channel", "topic"] as FollowTarget[]) {
    const path = `/news/${target}s/:id/follow`;
    for (const on of [true, false]) {
      const handler = async (req: { params: { id: string }; currentUser(): Promise<SessionUser | null> }) => {
        const user = requireUser(await req.currentUser());
        return setFollow(db, user.id, target, req.params.id, on);
      };
      const opts = {
        schema: {
          tags,
          security,
          summary: `${on ? "Follow" : "Unfollow"} a ${target} (idempotent)`,
          params: idParams,
          response: { 200: newsFollowAnswer },
        },
      };
      if (on) app.post(path, opts, handler);
      else app.delete(path, opts, handler);
    }
  }

  for (const reaction of ["like", "bookmark"] as Reaction[]) {
    const path = `/news/:id/${reaction}`;
    for (const on of [true, false]) {
      const handler = async (req: { params: { id: string }; currentUser(): Promise<SessionUser | null> }) => {
        const user = requireUser(await req.currentUser());
        return { data: await setReaction(db, user.id, req.params.id, reaction, on) };
      };
      const opts = {
        schema: {
          tags,
          security,
          summary: `${on ? "Add" : "Remove"} a ${reaction} (idempotent)`,
          params: idParams,
          response: { 200: newsReactionAnswer },
        },
      };
      if (on) app.post(path, opts, handler);
      else app.delete(path, opts, handler);
    }
  }

  // Last: the article by slug (static paths above win over this parameter in the router).
  app.get(
    "/news/:slug",
    {
      schema: {
        tags,
        summary: "An article with its body and every topic",
        params: slugParams,
        response: { 200: newsArticleAnswer },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      return { data: await getArticle(db, req.params.slug, viewer?.id ?? null) };
    },
  );
};
