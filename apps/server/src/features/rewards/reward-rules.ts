import { REWARD_DELETE_REFUSAL, rewardDeleteRefusal, WINNER_WALLET_MESSAGES, type MissionStatus } from "@questhq/core";

// A published mission's reward is a promise to participants: once anyone has started, its
// kind, chain and selection process stay; a published mission always keeps a reward.

export const REWARD_RULES = {
  exists: "This mission already has a reward; edit it instead.",
  deletePublished: REWARD_DELETE_REFUSAL,
  frozen: "The reward's type, chain and selection process cannot change now that people have started the mission.",
} as const;

type RewardCore = { kind: string; blockchainChainId: number; selectionProcess: string };

export function canChangeReward(
  m: { status: MissionStatus; hasParticipants: boolean },
  before: RewardCore,
  after: RewardCore,
): string | null {
  if (m.status === "draft" || !m.hasParticipants) return null;
  const changed =
    before.kind !== after.kind ||
    before.blockchainChainId !== after.blockchainChainId ||
    before.selectionProcess !== after.selectionProcess;
  return changed ? REWARD_RULES.frozen : null;
}

/** One rule with the wizard, which disables its "Delete reward" where this refuses (core reward-rules.ts). */
export function canDeleteReward(status: MissionStatus): string | null {
  return rewardDeleteRefusal(status);
}

/**
 * Winners are known only once the mission has ended, so a wallet deadline at or before the end would close
 * collection before anyone could submit. Missions without an end date accept any deadline.
 */
export function walletDeadlineRefusal(deadline: Date | null, endsAt: Date | null): string | null {
  if (deadline === null || endsAt === null) return null;
  return deadline.getTime() > endsAt.getTime() ? null : WINNER_WALLET_MESSAGES.deadlineAfterEnd;
}
