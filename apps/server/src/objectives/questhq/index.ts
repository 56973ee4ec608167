import type { VerifierFamily } from "../types";
import { verifyCompleteMission, verifyMissionWon } from "./complete-mission";
import { verifyCustomList } from "./custom-list";
import { verifyMissionsCompleted } from "./missions-completed";
import { verifyObjectivesCompleted } from "./objectives-completed";
import { verifyCreditsEarned } from "./credits-earned";

// In-product objectives: answered from our own database (read-only), so they never go pending.
export const questhqVerifiers: VerifierFamily = {
  questhq_complete_mission: verifyCompleteMission,
  questhq_mission_won: verifyMissionWon,
  questhq_missions_completed: verifyMissionsCompleted,
  questhq_objectives_completed: verifyObjectivesCompleted,
  questhq_points_earned: verifyCreditsEarned,
  questhq_custom_list_import: verifyCustomList,
};
