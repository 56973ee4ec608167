// Query keys of a user's part in missions, here because participation, minting and the staking modal all refresh
// them (free entries change with the stake), and the key lets the social-link flow refresh participation.

export const participationKeys = {
  /** Every mission's participant view (their free entries change with the stake). */
  participants: ["missions", "participant"] as const,
  participant: (missionId: string) => ["missions", "participant", missionId] as const,
};
