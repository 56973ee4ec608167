import { missionFormSchema, type MissionView } from "@questhq/core";
import { firstIssueMessages, type MessageMap } from "../form-resolver";

/** What the details form's inputs hold (datetime-local text, numbers as typed). */
export type DetailsValues = {
  organization_id: string;
  title: string;
  description: string;
  blockchain: string;
  start_date: string;
  end_date: string;
  free_entries: string;
  is_multi_entry_enabled: boolean;
};

export const DETAILS_FIELDS = [
  "organization_id",
  "title",
  "description",
  "blockchain",
  "start_date",
  "end_date",
  "free_entries",
  "is_multi_entry_enabled",
] as const satisfies readonly (keyof DetailsValues)[];

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local value in the viewer's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the viewer's time zone) as an ISO instant for the server. */
export function fromLocalInput(local: string): string {
  return new Date(local).toISOString();
}

export function newMissionValues(organizationId: string, defaultChainId: number): DetailsValues {
  // A week from the next full hour: a sensible start the organizer can change.
  const start = new Date();
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start.getTime() + 7 * 24 * 3600 * 1000);
  return {
    organization_id: organizationId,
    title: "",
    description: "",
    blockchain: String(defaultChainId),
    start_date: toLocalInput(start.toISOString()),
    end_date: toLocalInput(end.toISOString()),
    free_entries: "1",
    is_multi_entry_enabled: false,
  };
}

export function missionValues(mission: MissionView): DetailsValues {
  return {
    organization_id: mission.organization.id,
    title: mission.title,
    description: mission.description,
    blockchain: String(mission.blockchain),
    start_date: toLocalInput(mission.starts_at),
    end_date: toLocalInput(mission.ends_at),
    free_entries: String(mission.free_entries),
    is_multi_entry_enabled: mission.is_multi_entry_enabled,
  };
}

/** Live validation with core's mission schema, on the values as typed. */
export function checkDetails(values: DetailsValues): MessageMap {
  const parsed = missionFormSchema.safeParse(values);
  return parsed.success ? {} : firstIssueMessages(parsed.error.issues);
}

/**
 * The form body. Creating sends everything; updating sends only what changed, so an unchanged
 * start date of a running mission (which the server keeps fixed) is never resent rounded to
 * the minute.
 */
export function detailsFormData(
  values: DetailsValues,
  initial: DetailsValues | null,
  banner: File | null,
): FormData | null {
  const body = new FormData();
  const changed = (key: keyof DetailsValues) => initial === null || values[key] !== initial[key];
  if (initial === null) body.set("organization_id", values.organization_id);
  if (changed("title")) body.set("title", values.title.trim());
  if (changed("description")) body.set("description", values.description);
  if (changed("blockchain")) body.set("blockchain", values.blockchain);
  if (changed("start_date") || changed("end_date")) {
    // The server checks end after start with both, so a moved end date carries the start too,
    // unless the start is unchanged on an existing mission.
    if (changed("start_date")) body.set("start_date", fromLocalInput(values.start_date));
    body.set("end_date", fromLocalInput(values.end_date));
  }
  if (changed("free_entries")) body.set("free_entries", values.free_entries.trim());
  if (changed("is_multi_entry_enabled")) body.set("is_multi_entry_enabled", String(values.is_multi_entry_enabled));
  if (banner) body.set("banner", banner);
  const isEmpty = [...body.keys()].length === 0;
  return isEmpty ? null : body;
}
