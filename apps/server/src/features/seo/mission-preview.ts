import { eq } from "drizzle-orm";
import { getChainById, type RewardKind } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, organization, reward } from "../../db/schema/index";
import { isUuid } from "../missions/index";
import { htmlToText } from "../news/index";
import type { CardContent } from "./og-card";
import { recordCardImage } from "./site-card";
import { absoluteUrl, clip, isRasterImage, type PageHead } from "./page-head";

// What a shared mission link shows: its title, a short plain-text description from its rich text,
// and its banner or reward image when it is a raster one, else the mission's generated card.
// Previews are public, so a draft is missing here whoever asks (the SPA still shows a draft to its
// organization once it boots).

const KIND_LABELS: Record<RewardKind, string> = {
  allowlist: "Allowlist",
  raffle: "Raffle",
  nft_mint: "NFT mint",
  token: "Token",
};

export type MissionPreview = {
  id: string;
  slug: string;
  title: string;
  status: string;
  description: string;
  organizationName: string;
  /** An absolute raster image to unfurl with, when the mission has one. */
  imageUrl: string | null;
  card: CardContent;
};

export async function loadMissionPreview(db: Db, idOrSlug: string, publicUrl: string): Promise<MissionPreview | null> {
  const [row] = await db
    .select({
      id: mission.id,
      slug: mission.slug,
      title: mission.title,
      status: mission.status,
      description: mission.description,
      bannerUrl: mission.bannerUrl,
      chainId: mission.blockchainChainId,
      organizationName: organization.name,
      rewardKind: reward.kind,
      rewardTitle: reward.title,
      rewardAssetUrl: reward.rewardAssetUrl,
      rewardChainId: reward.blockchainChainId,
      winners: reward.numberOfWinners,
    })
    .from(mission)
    .innerJoin(organization, eq(organization.id, mission.organizationId))
    .leftJoin(reward, eq(reward.missionId, mission.id))
    .where(isUuid(idOrSlug) ? eq(mission.id, idOrSlug) : eq(mission.slug, idOrSlug.toLowerCase()))
    .limit(1);
  if (!row || row.status === "draft") return null;
  const chain = getChainById(row.rewardChainId ?? row.chainId)?.name;
  const footer = [
    row.rewardKind ? KIND_LABELS[row.rewardKind] : null,
    row.winners ? `${row.winners.toLocaleString("en-US")} ${row.winners === 1 ? "winner" : "winners"}` : null,
    chain ?? null,
  ].filter(Boolean);
  const image = [row.bannerUrl, row.rewardAssetUrl].find(isRasterImage);
  const text = htmlToText(row.description);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    organizationName: row.organizationName,
    description: text
      ? clip(text, 200)
      : `A mission by ${row.organizationName}${row.rewardTitle ? `. Reward: ${row.rewardTitle}` : ""}.`,
    imageUrl: image ? absoluteUrl(image, publicUrl) : null,
    card: {
      eyebrow: `Mission by ${row.organizationName}`,
      title: row.title,
      highlight: row.rewardTitle ?? "",
      footer: footer.join(" · "),
    },
  };
}

export function missionHead(preview: MissionPreview, publicUrl: string, opts: { isDrawPage: boolean }): PageHead {
  const image = preview.imageUrl
    ? { url: preview.imageUrl, alt: preview.title }
    : recordCardImage("missions", preview.id, preview.card, publicUrl);
  const path = `/missions/${encodeURIComponent(preview.slug)}`;
  return {
    title: opts.isDrawPage ? `Fair draw: ${preview.title}` : preview.title,
    description: opts.isDrawPage
      ? `Check the winners of ${preview.title} and recompute the draw yourself.`
      : preview.description,
    canonicalPath: opts.isDrawPage ? `${path}/draw` : path,
    image,
    type: "website",
    // Archived missions stay reachable by link but leave search results.
    isIndexable: preview.status !== "archived",
  };
}
