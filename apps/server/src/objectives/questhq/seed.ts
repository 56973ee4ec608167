import type { DemoObjectiveSpec } from "../seed-spec";

// The QuestHQ objectives of the demo (db/seed/): what the user has done in QuestHQ itself.

/** A start_date of 2000-01-01 means "no date" (docs/product/objectives.md#common-values). */
export const NO_DATE = "2000-01-01";

export const questhqSeed = {
  missionsCompleted: (n: number): DemoObjectiveSpec => ({
    template: "questhq_missions_completed",
    provider: "questhq",
    values: { start_date: NO_DATE, number_of_missions: n },
  }),
  objectivesCompleted: (n: number): DemoObjectiveSpec => ({
    template: "questhq_objectives_completed",
    provider: "questhq",
    values: { start_date: NO_DATE, number_of_objectives: n },
  }),
  // No category: a category selects credit-ledger reasons by prefix, so "all" would count none.
  creditsEarned: (n: number): DemoObjectiveSpec => ({
    template: "questhq_points_earned",
    provider: "questhq",
    values: { start_date: NO_DATE, number_of_points: n },
  }),
  completeMission: (slug: string, title: string): DemoObjectiveSpec => ({
    template: "questhq_complete_mission",
    provider: "questhq",
    // The verifier reads the slug from the path, so the demo host need not be the running one.
    values: { missionUrl: `https://questhq.local/missions/${slug}`, missionTitle: title },
  }),
};
