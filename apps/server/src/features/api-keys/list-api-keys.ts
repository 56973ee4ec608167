import { desc, eq } from "drizzle-orm";
import type { ApiKeyView } from "@questhq/core/schemas/responses/api-keys";
import type { Db } from "../../db/client";
import { apiKey } from "../../db/schema/index";
import type { UserActor } from "../../lib/actor";
import { requireOrgRole } from "../organizations/index";
import { apiKeyView } from "./api-key-view";

/** Every key of the organization, revoked ones included (the page shows when each stopped), newest first. */
export async function listApiKeys(db: Db, actor: UserActor, organizationId: string): Promise<ApiKeyView[]> {
  await requireOrgRole(db, organizationId, actor.userId, "admin");
  const rows = await db
    .select()
    .from(apiKey)
    .where(eq(apiKey.organizationId, organizationId))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
  return rows.map(apiKeyView);
}
