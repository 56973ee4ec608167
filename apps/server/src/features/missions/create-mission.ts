import { missionFormSchema, type MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { actingUserId, type Actor } from "../../lib/actor";
import { mission } from "../../db/schema/index";
import type { FormBody } from "../../lib/form-body";
import { sanitizeRichText } from "../../lib/html";
import { requireOrgAccess } from "../organizations/index";
import { storeBanner } from "./banner";
import { toMissionView } from "./mission-view";
import { uniqueMissionSlug } from "./slug";

/** Step one of the wizard: a draft mission owned by an organization the caller belongs to. */
export async function createMission(db: Db, dataDir: string, actor: Actor, form: FormBody): Promise<MissionView> {
  const input = missionFormSchema.parse(form.fields);
  const role = await requireOrgAccess(db, input.organization_id, actor, "member");
  const bannerUrl = (await storeBanner(dataDir, form.files.banner)) ?? (input.banner_url || null);
  const slug = await uniqueMissionSlug(db, input.title);
  const [row] = await db
    .insert(mission)
    .values({
      organizationId: input.organization_id,
      title: input.title,
      slug,
      description: sanitizeRichText(input.description ?? ""),
      bannerUrl,
      blockchainChainId: input.blockchain,
      startsAt: new Date(input.start_date),
      endsAt: new Date(input.end_date),
      freeEntries: input.free_entries,
      isMultiEntryEnabled: input.is_multi_entry_enabled,
      createdByUserId: actingUserId(actor),
    })
    .returning();
  return toMissionView(db, row!, role);
}
