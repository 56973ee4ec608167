import type {
  MissionStatus,
  NewMission,
  NewObjective,
  NewReward,
  ObjectiveValues,
  RewardKind,
  SelectionProcess,
} from "../schema/missions";

// The shapes of the demo organizations and missions, apart from their data so the mission drafts can use them.

export type DemoOrganization = {
  id: string;
  name: string;
  slug: string;
  logo: string;
  description: string;
  links: Record<string, string>;
  createdByUserId: string;
};

export type DemoObjective = {
  id: string;
  missionId: string;
  template: string;
  provider: string;
  values: ObjectiveValues;
  position: number;
  credits: number;
};

export type DemoReward = {
  id: string;
  missionId: string;
  kind: RewardKind;
  title: string;
  about: string;
  rewardAssetUrl: string;
  blockchainChainId: number;
  selectionProcess: SelectionProcess;
  numberOfWinners: number | null;
  winnerNextSteps: string;
  /** The reward's NFT mint or vesting contract (the local chain's demo rewards). */
  contractAddress?: string;
  /** token rewards: base units per winner. */
  tokenAllocation?: bigint;
  /** Winners submit their wallet until then (demo-winner-wallets.ts). */
  walletDeadline?: Date | null;
};

/** Insert-ready `mission` row plus its organization slug, objectives and reward. */
export type DemoMission = {
  id: string;
  organizationId: string;
  organizationSlug: string;
  title: string;
  slug: string;
  description: string;
  bannerUrl: string;
  blockchainChainId: number;
  startsAt: Date | null;
  endsAt: Date | null;
  status: MissionStatus;
  freeEntries: number;
  isMultiEntryEnabled: boolean;
  sortWeight: number;
  participantCount: number;
  createdByUserId: string;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  archivedAt: Date | null;
  objectives: DemoObjective[];
  reward: DemoReward;
};

/**
 * A demo shape that inserts into its table as it is: naming `InsertsAs<Row, NewRow>` fails the type check where the
 * row does not fit, so a schema change the demo data misses shows at compile time rather than when seeding.
 */
export type InsertsAs<Row extends Insert, Insert> = Row;

type MissionRow = Omit<DemoMission, "organizationSlug" | "objectives" | "reward">;
type _RowsFit = [
  InsertsAs<MissionRow, NewMission>,
  InsertsAs<DemoObjective, NewObjective>,
  InsertsAs<DemoReward, NewReward>,
];
