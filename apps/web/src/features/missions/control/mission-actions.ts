import type { OrgMissionView, OrgRole } from "@questhq/core";
import type { LifecycleAction } from "./use-mission-mutations";

// Which actions a row offers, from the mission's state and the viewer's role (spec §4, §6):
// members edit, publish, pause and resume; only admins archive; an archived mission is final.

export type MissionActionKey = "edit" | LifecycleAction;

export type MissionAction = { key: MissionActionKey; label: string };

const LABELS: Record<MissionActionKey, string> = {
  edit: "Edit",
  publish: "Publish",
  pause: "Pause",
  resume: "Resume",
  archive: "Archive",
};

export function missionActions(m: Pick<OrgMissionView, "status" | "phase">, role: OrgRole | null | undefined): MissionAction[] {
  if (m.status === "archived") return [];
  const keys: MissionActionKey[] = ["edit"];
  if (m.status === "draft") keys.push("publish");
  // Pausing a mission whose end date has passed would change nothing a participant sees.
  if (m.status === "published" && m.phase !== "ended") keys.push("pause");
  if (m.status === "paused") keys.push("resume");
  if (role === "admin") keys.push("archive");
  return keys.map((key) => ({ key, label: LABELS[key] }));
}
