import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mission, organization } from "../../db/schema/index";
import type { CardContent } from "./og-card";
import { clip, type PageHead } from "./page-head";
import { recordCardImage } from "./site-card";

export type OrganizationPreview = { head: PageHead; card: CardContent };

/** /organizations/{slug}: the web app and the API find organizations by slug only. */
export async function loadOrganizationPreview(
  db: Db,
  slug: string,
  publicUrl: string,
): Promise<OrganizationPreview | null> {
  const [row] = await db
    .select({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      description: organization.description,
    })
    .from(organization)
    .where(eq(organization.slug, slug))
    .limit(1);
  if (!row) return null;
  const [live] = await db
    .select({ n: count() })
    .from(mission)
    .where(and(eq(mission.organizationId, row.id), eq(mission.status, "published")));
  const liveCount = Number(live?.n ?? 0);
  const description = row.description?.trim()
    ? clip(row.description, 200)
    : `Missions by ${row.name}: complete their objectives and win their rewards.`;
  const card: CardContent = {
    eyebrow: "Organization",
    title: row.name,
    highlight: liveCount ? `${liveCount.toLocaleString("en-US")} live ${liveCount === 1 ? "mission" : "missions"}` : "",
    footer: clip(description, 60),
  };
  return {
    card,
    head: {
      title: row.name,
      description,
      canonicalPath: `/organizations/${encodeURIComponent(row.slug)}`,
      image: recordCardImage("organizations", row.slug, card, publicUrl),
      type: "website",
      isIndexable: true,
    },
  };
}
