import { eq } from "drizzle-orm";
import { AppError, SAGA_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { saga, type Saga } from "../../db/schema/index";

export async function loadSagaById(db: Db, id: string): Promise<Saga> {
  const [s] = await db.select().from(saga).where(eq(saga.id, id));
  if (!s) throw new AppError("not_found", SAGA_MESSAGES.sagaNotFound);
  return s;
}
