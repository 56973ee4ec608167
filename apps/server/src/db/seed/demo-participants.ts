import type { DemoMission } from "./demo-missions";
import { addDays, demoUuid } from "./ids";

// A few demo users have joined live missions, so "My missions" (GET /users/missions) and
// Mission Control's entry counts show something on a fresh install. Rows only: the
// denormalised participant counts of demo missions stay as the drafts set them.

export type DemoParticipant = {
  id: string;
  missionId: string;
  userId: string;
  status: string;
  completedObjectiveIds: string[];
  entryCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export function demoParticipants(missions: DemoMission[], now: Date): DemoParticipant[] {
  const live = missions.filter((m) => m.status === "published" && m.startsAt! <= now && m.endsAt! > now);
  const plan: { userId: string; status: string; completed: "none" | "some" | "all"; entries: number }[][] = [
    [
      { userId: "demo-ada", status: "Entered", completed: "all", entries: 3 },
      { userId: "demo-ben", status: "Started", completed: "some", entries: 0 },
    ],
    [{ userId: "demo-ada", status: "CompletedObjectives", completed: "all", entries: 0 }],
    [
      { userId: "demo-ada", status: "Started", completed: "some", entries: 0 },
      { userId: "demo-cleo", status: "Entered", completed: "all", entries: 1 },
    ],
  ];
  return live.slice(0, plan.length).flatMap((m, i) =>
    plan[i]!.map((p, j) => {
      const ids = m.objectives.map((o) => o.id);
      const completed = p.completed === "all" ? ids : p.completed === "some" ? ids.slice(0, 1) : [];
      const joined = addDays(now, -(i + j + 1));
      return {
        id: demoUuid("participant", `${m.slug}:${p.userId}`),
        missionId: m.id,
        userId: p.userId,
        status: p.status,
        completedObjectiveIds: completed,
        entryCount: p.entries,
        createdAt: joined,
        updatedAt: joined,
      };
    }),
  );
}
