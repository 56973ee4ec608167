import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organization } from "../../db/schema/index";
import { absoluteUrl, clip, isRasterImage, type PageHead } from "./page-head";
import { siteCardImage } from "./site-card";

/** /organizations/{slug}: the web app and the API find organizations by slug only. */
export async function organizationHead(db: Db, slug: string, publicUrl: string): Promise<PageHead | null> {
  const [row] = await db
    .select({ name: organization.name, slug: organization.slug, description: organization.description, logo: organization.logo })
    .from(organization)
    .where(eq(organization.slug, slug))
    .limit(1);
  if (!row) return null;
  const logo = isRasterImage(row.logo) ? absoluteUrl(row.logo, publicUrl) : null;
  return {
    title: row.name,
    description: row.description?.trim() ? clip(row.description, 200) : `Missions by ${row.name}: complete their objectives and win their rewards.`,
    canonicalPath: `/organizations/${encodeURIComponent(row.slug)}`,
    image: logo ? { url: logo, alt: row.name, isSmall: true } : siteCardImage(publicUrl),
    type: "website",
    isIndexable: true,
  };
}
