import { sql } from "drizzle-orm";
import type { NewsTopicView } from "@questhq/core";
import { newsTopic, topicFollow } from "../../db/schema/index";

export function topicColumns(viewerId: string | null) {
  return {
    id: newsTopic.id,
    slug: newsTopic.slug,
    name: newsTopic.name,
    entityType: newsTopic.entityType,
    contentCount: newsTopic.contentCount,
    occurrences: newsTopic.occurrences,
    followerCount: newsTopic.followerCount,
    isFollowed: viewerId
      ? sql<boolean>`exists (select 1 from ${topicFollow}
          where ${topicFollow.topicId} = ${newsTopic.id} and ${topicFollow.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

type TopicRow = {
  id: string;
  slug: string;
  name: string;
  entityType: string;
  contentCount: number;
  occurrences: number;
  followerCount: number;
  isFollowed: boolean;
};

export function toTopicView(t: TopicRow): NewsTopicView {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    entity_type: t.entityType,
    content_count: t.contentCount,
    occurrences: t.occurrences,
    follower_count: t.followerCount,
    is_followed: Boolean(t.isFollowed),
  };
}
