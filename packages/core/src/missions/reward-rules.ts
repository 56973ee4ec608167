import type { MissionStatus } from "./mission-schemas";

// A published mission's reward is a promise to its participants, and publishing needs one: only a draft's reward can
// be deleted. The server refuses with these words; the wizard hides nothing but disables the action and says why.

export const REWARD_DELETE_REFUSAL = "A published mission must keep its reward.";

/** Why the mission's reward cannot be deleted now, or null when it can (a draft). */
export function rewardDeleteRefusal(status: MissionStatus): string | null {
  return status === "draft" ? null : REWARD_DELETE_REFUSAL;
}
