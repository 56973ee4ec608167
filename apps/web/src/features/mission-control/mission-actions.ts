import { countOf, type OrgMissionView, type OrgRole } from "@questhq/core";
import type { LifecycleAction } from "./use-mission-mutations";

// Which actions a row offers, from the mission's state and the viewer's role (docs/product/missions.md#lifecycle,
// docs/product/organizations.md#members-and-admins):
// members edit, publish, pause and resume; only admins archive, draw winners and export them;
// an archived mission is final. Every member may read a published mission's analytics
// (docs/product/analytics.md#the-funnel).

export type DrawActionKey = "draw" | "export" | "view_draw";
export type MissionActionKey = "edit" | LifecycleAction | DrawActionKey | "analytics";

/** `short`: the words a row's button shows when the label is too long for a table row (the label stays its name). */
export type MissionAction = { key: MissionActionKey; label: string; short?: string };

const LABELS: Record<MissionActionKey, string> = {
  edit: "Edit",
  publish: "Publish",
  pause: "Pause",
  resume: "Resume",
  archive: "Archive",
  draw: "Draw winners",
  export: "Export winners",
  view_draw: "View draw",
  analytics: "Analytics",
};

type DrawFacts = Pick<OrgMissionView, "status" | "phase" | "ends_at" | "reward">;

/** Entries are open until the end date, unless the mission is closed, completed or archived (the server's rule). */
export function areEntriesOpen(m: Pick<OrgMissionView, "status" | "ends_at">, now: Date = new Date()): boolean {
  if (m.status === "closed" || m.status === "completed" || m.status === "archived") return false;
  return !(m.ends_at !== null && now.getTime() >= new Date(m.ends_at).getTime());
}

/** Winners can be drawn (or entries ended first) on a live or finished mission with a reward, until they are drawn. */
export function canOfferDraw(m: DrawFacts): boolean {
  if (m.reward === null) return false;
  if (m.status !== "published" && m.status !== "paused" && m.status !== "closed") return false;
  return m.phase !== "upcoming" && m.phase !== "draft";
}

/** A draw happened: the mission is completed (the server completes it when winners are drawn). */
export function isDrawn(m: Pick<OrgMissionView, "status">): boolean {
  return m.status === "completed";
}

export function missionActions(m: DrawFacts, role: OrgRole | null | undefined): MissionAction[] {
  if (m.status === "archived") return [];
  const keys: MissionActionKey[] = ["edit"];
  if (m.status === "draft") keys.push("publish");
  // Pausing a mission whose end date has passed would change nothing a participant sees.
  if (m.status === "published" && m.phase !== "ended") keys.push("pause");
  if (m.status === "paused") keys.push("resume");
  if (role === "admin" && canOfferDraw(m)) keys.push("draw");
  if (role === "admin" && isDrawn(m)) keys.push("export");
  // The draw page is public: every member can open it once winners are drawn.
  if (isDrawn(m)) keys.push("view_draw");
  // A draft has had no visitors: its figures would all be zero.
  if (role && m.status !== "draft") keys.push("analytics");
  if (role === "admin") keys.push("archive");
  // On a live mission drawing means ending entries for everyone first: the action says so before it is opened.
  const isEarlyDraw = (key: MissionActionKey) => key === "draw" && areEntriesOpen(m);
  return keys.map((key) =>
    isEarlyDraw(key) ? { key, label: "End entries and draw", short: "End & draw" } : { key, label: LABELS[key] },
  );
}

/** What ending entries early means for the people taking part, said before anyone presses the button. */
export function endEntriesStatement(m: Pick<OrgMissionView, "participant_count" | "entries">): string {
  const joined = countOf(m.participant_count, "person has", "people have");
  const entries = countOf(m.entries, "entry", "entries");
  return (
    `This mission is live: ${joined} joined it so far. Drawing now ends entries for everyone: anyone still ` +
    `completing objectives can no longer enter, and the draw counts only the ${entries} made so far.`
  );
}
