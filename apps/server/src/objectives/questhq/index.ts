import { type FamilyServerTemplates, IN_PRODUCT, NO_SANDBOX, verifiersOf } from "../types";
import { verifyCompleteMission, verifyMissionWon } from "./complete-mission";
import { verifyCustomList } from "./custom-list";
import { verifyMissionsCompleted } from "./missions-completed";
import { verifyObjectivesCompleted } from "./objectives-completed";
import { verifyCreditsEarned } from "./credits-earned";

// In-product objectives: answered from our own database (read-only), so they never go pending. The sandbox never
// fabricates the user's history; the custom list is an organizer's list, with nothing to do either.
export const questhqTemplates = {
  questhq_complete_mission: { verify: verifyCompleteMission, sandbox: IN_PRODUCT },
  questhq_mission_won: { verify: verifyMissionWon, sandbox: IN_PRODUCT },
  questhq_missions_completed: { verify: verifyMissionsCompleted, sandbox: IN_PRODUCT },
  questhq_objectives_completed: { verify: verifyObjectivesCompleted, sandbox: IN_PRODUCT },
  questhq_points_earned: { verify: verifyCreditsEarned, sandbox: IN_PRODUCT },
  questhq_custom_list_import: { verify: verifyCustomList, sandbox: NO_SANDBOX },
} satisfies FamilyServerTemplates;

export const questhqVerifiers = verifiersOf(questhqTemplates);
