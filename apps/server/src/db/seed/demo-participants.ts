import type { DemoMission } from "./demo-missions";
import { demoUuid } from "./ids";
import { DEMO_ENTRY_WALLETS } from "./demo-winner-wallets";

// A few demo users have joined missions, so "My missions" (GET /users/missions), Mission
// Control's participant and entry counts and a closed raffle's draw show something on a fresh
// install. A mission's participant count is the number of these rows (see withParticipantCounts),
// so participants and entries always agree.

export type DemoParticipant = {
  id: string;
  missionId: string;
  userId: string;
  status: string;
  completedObjectiveIds: string[];
  entryCount: number;
  /** The wallet entered with (seeded for winners who have one to confirm on /enter-wallet). */
  walletAddress: string | null;
  /** When they entered: an hour after joining, for those who entered. */
  enteredAt: Date | null;
  selectedAt: Date | null;
  /** Had joined another of the organization's missions before (what mission analytics count as returning). */
  isReturning: boolean;
  createdAt: Date;
  updatedAt: Date;
};

type Plan = { userId: string; status: string; completed: "none" | "some" | "all"; entries: number };

/** Who joined which mission (by slug), how far they got and how many entries they hold. */
const PLAN: Readonly<Record<string, Plan[]>> = {
  "base-builders-onboarding": [
    { userId: "demo-ada", status: "Entered", completed: "all", entries: 3 },
    { userId: "demo-ben", status: "Started", completed: "some", entries: 0 },
  ],
  "arbitrum-summer-raffle": [{ userId: "demo-ada", status: "CompletedObjectives", completed: "all", entries: 0 }],
  "polygon-gamers-guild": [
    { userId: "demo-ada", status: "Started", completed: "some", entries: 0 },
    { userId: "demo-cleo", status: "Entered", completed: "all", entries: 1 },
  ],
  // Ada is the only entrant of the local chain's token mission, so the seed's draw (DEMO_DRAWN_MISSIONS) picks her:
  // she can claim her demo USDC from its page.
  "local-chain-payday": [{ userId: "demo-ada", status: "Entered", completed: "all", entries: 1 }],
  // The same for Nebula's launch week raffle: she confirms her wallet on /enter-wallet before the deadline.
  "layer-two-launch-week": [{ userId: "demo-ada", status: "Entered", completed: "all", entries: 1 }],
  // Entries are closed and the draw is still to run: the organizer can try "Draw winners".
  "polygon-speedrun": [
    { userId: "demo-ben", status: "Entered", completed: "all", entries: 1 },
    { userId: "demo-cleo", status: "Entered", completed: "all", entries: 2 },
  ],
};

/** Ended missions the seed draws like an organizer would (demo-draws.ts); their entrants above are the winners. */
export const DEMO_DRAWN_MISSIONS = ["local-chain-payday", "layer-two-launch-week"] as const;

export function demoParticipants(missions: DemoMission[], now: Date): DemoParticipant[] {
  const rows = missions.flatMap((m, i) =>
    (PLAN[m.slug] ?? []).map((p, j) => {
      const ids = m.objectives.map((o) => o.id);
      const completed = p.completed === "all" ? ids : p.completed === "some" ? ids.slice(0, 1) : [];
      // Joined after the mission started and before now (or before it ended).
      const latest = Math.min(now.getTime(), m.endsAt?.getTime() ?? now.getTime());
      const joined = new Date(Math.max(m.startsAt?.getTime() ?? 0, latest - ((i % 3) + j + 1) * 86_400_000));
      return {
        id: demoUuid("participant", `${m.slug}:${p.userId}`),
        missionId: m.id,
        userId: p.userId,
        status: p.status,
        completedObjectiveIds: completed,
        entryCount: p.entries,
        walletAddress: DEMO_ENTRY_WALLETS[m.slug]?.[p.userId] ?? null,
        enteredAt: p.entries > 0 ? new Date(joined.getTime() + 3_600_000) : null,
        // Set by the seed's draw (demo-draws.ts), as by an organizer's.
        selectedAt: null,
        isReturning: false,
        organizationId: m.organizationId,
        createdAt: joined,
        updatedAt: joined,
      };
    }),
  );
  return rows.map(({ organizationId, ...row }) => ({
    ...row,
    isReturning: rows.some(
      (o) => o.userId === row.userId && o.organizationId === organizationId && o.createdAt < row.createdAt,
    ),
  }));
}

/** Missions whose participant count is exactly their seeded participant rows. */
export function withParticipantCounts(missions: DemoMission[], participants: DemoParticipant[]): DemoMission[] {
  const counts = new Map<string, number>();
  for (const p of participants) counts.set(p.missionId, (counts.get(p.missionId) ?? 0) + 1);
  return missions.map((m) => ({ ...m, participantCount: counts.get(m.id) ?? 0 }));
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
        credit: {
          userId: p.userId,
          amount: BigInt(credits),
          reason: `objective:${p.missionId}`,
          idempotencyKey: `objective:${objectiveId}:${p.userId}`,
          createdAt: p.createdAt,
        },
      };
    }),
  );
}

/** Deposited $HQ of the demo users, so paid entries and the insufficient balance view can be tried. */
export const DEMO_HQ_DEPOSITS: Readonly<Record<string, number>> = {
  "demo-ada": 2_000,
  "demo-ben": 1_000,
  "demo-cleo": 150,
};
