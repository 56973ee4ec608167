import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mission } from "../../db/schema/index";

// Mission URLs are /missions/{slug}: readable from the title, and never reused. A clash gets a
// short random suffix rather than a counter, so slugs do not reveal how many missions exist.

export function slugify(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return base || "mission";
}

export async function uniqueMissionSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
    const [taken] = await db.select({ id: mission.id }).from(mission).where(eq(mission.slug, candidate));
    if (!taken) return candidate;
  }
  return `${base}-${randomBytes(6).toString("hex")}`;
}
