import { eq } from "drizzle-orm";
import { AppError, SEASON_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { season, type Season } from "../../db/schema/index";

export async function loadSagaById(db: Db, id: string): Promise<Season> {
  const [s] = await db.select().from(season).where(eq(season.id, id));
  if (!s) throw new AppError("not_found", SEASON_MESSAGES.sagaNotFound);
  return s;
}
