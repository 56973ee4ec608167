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

/** The completions behind the seeded progress: one row per completed objective, credited once. */
export function demoCompletions(participants: DemoParticipant[], missions: DemoMission[]) {
  const objectives = new Map(missions.flatMap((m) => m.objectives.map((o) => [o.id, o] as const)));
  return participants.flatMap((p) =>
    p.completedObjectiveIds.map((objectiveId) => {
      const credits = objectives.get(objectiveId)?.credits ?? 10;
      return {
        completion: {
          id: demoUuid("completion", `${objectiveId}:${p.userId}`),
          missionId: p.missionId,
          objectiveId,
          userId: p.userId,
          status: "completed" as const,
          creditsAwarded: credits,
          completedAt: p.createdAt,
          createdAt: p.createdAt,
        },
        credit: { userId: p.userId, amount: BigInt(credits), reason: `objective:${p.missionId}`, idempotencyKey: `objective:${objectiveId}:${p.userId}`, createdAt: p.createdAt },
      };
    }),
  );
}

/** Deposited $HQ of the demo users, so paid entries and the insufficient balance view can be tried. */
export const DEMO_HQ_DEPOSITS: Readonly<Record<string, number>> = { "demo-ada": 2_000, "demo-ben": 1_000, "demo-cleo": 150 };
