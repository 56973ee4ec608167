import type { ObjectiveValues } from "../schema/missions";
import type { Db } from "../client";
import {
  saga,
  sagaWeek,
  weeklyChallenge,
  type NewSaga,
  type NewSagaWeek,
  type NewWeeklyChallenge,
} from "../schema/sagas";
import type { InsertsAs } from "./demo-shapes";
import { addDays, demoUuid, startOfUtcDay } from "./ids";
import { guideUrl, ob, PUDGY_PENGUINS, type DemoObjectiveSpec } from "./objective-builders";

// Saga One: 12 weeks starting three weeks before `now` (at midnight UTC), so weeks 1-3 are
// over, week 4 is current and 8 are upcoming. 3 completed challenges earn 1 star, 4 earn 2, 5 earn 3.

export const SAGA_ONE_WEEKS = 12;
/** 10,000,000 $HQ in base units (18 decimals). */
export const SAGA_ONE_HQ_POOL = "10000000000000000000000000";

export type DemoWeeklyChallenge = {
  id: string;
  weekId: string;
  template: string;
  provider: string;
  values: ObjectiveValues;
  position: number;
  credits: number;
};

export type DemoSagaWeek = {
  id: string;
  sagaId: string;
  weekNumber: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
  challenges: DemoWeeklyChallenge[];
};

export type DemoSaga = {
  id: string;
  name: string;
  slug: string;
  number: number;
  startsAt: Date;
  endsAt: Date;
  hqPool: string;
  createdAt: Date;
  weeks: DemoSagaWeek[];
};

type WeekRow = Omit<DemoSagaWeek, "challenges">;
type SagaRow = Omit<DemoSaga, "weeks">;
type _RowsFit = [
  InsertsAs<SagaRow, NewSaga>,
  InsertsAs<WeekRow, NewSagaWeek>,
  InsertsAs<DemoWeeklyChallenge, NewWeeklyChallenge>,
];

const weekPlans: { title: string; challenges: [DemoObjectiveSpec, number][] }[] = [
  {
    title: "First Steps",
    challenges: [
      [ob.twitterFollow("questhq"), 50],
      [ob.discordJoin(), 75],
      [ob.linkClick("How Sagas work", "Stars, boosters and the $HQ pool in two minutes.", guideUrl("sagas")), 50],
    ],
  },
  {
    title: "Social Butterfly",
    challenges: [
      [ob.twitterLike(11), 50],
      [ob.twitterRetweet(11), 75],
      [ob.telegramJoin(), 75],
      [ob.youtubeSub(), 50],
    ],
  },
  {
    title: "Onchain Warm-up",
    challenges: [
      [ob.holdUsdc(8453, 5, "https://app.uniswap.org/swap?chain=base"), 150],
      [
        ob.transact(
          8453,
          "Swap on Base",
          "Any swap through the Uniswap router on Base counts.",
          "https://app.uniswap.org/swap?chain=base",
        ),
        200,
      ],
      [ob.missionsCompleted(1), 100],
      [ob.twitterPost("Week 3 of Saga One done. Onchain and warmed up with @questhq."), 75],
      [ob.linkClick("Swap fees explained", "What a swap costs and who is paid.", guideUrl("bridge", "fees")), 50],
    ],
  },
  {
    // The live week of the demo: every challenge can be done through the sandbox providers, so a
    // newcomer can reach all three stars from a fresh start.
    title: "Show Up",
    challenges: [
      [ob.twitterFollow("questhq"), 50],
      [ob.twitterLike(14), 50],
      [ob.discordJoin(), 75],
      [ob.telegramJoin(), 75],
      [ob.youtubeSub(), 50],
      [ob.twitterRetweet(14), 75],
    ],
  },
  {
    title: "Gamer Week",
    challenges: [
      [ob.steamWishlist("Wishlist the featured game on Steam."), 75],
      [ob.steamPlaytime(60, "Play for at least one hour this week."), 150],
      [ob.youtubeWatch("Saga One gaming highlights", "Sg1G4m3rWk5"), 50],
    ],
  },
  {
    title: "Mission Marathon",
    challenges: [
      [ob.missionsCompleted(3), 150],
      [ob.objectivesCompleted(12), 100],
      [ob.completeMission("base-builders-onboarding", "Base Builders Onboarding"), 150],
      [ob.twitterLike(14), 50],
    ],
  },
  {
    title: "Bridge Week",
    challenges: [
      [ob.holdUsdc(42161, 5, "https://app.uniswap.org/swap?chain=arbitrum"), 150],
      [ob.holdUsdc(10, 5, "https://app.uniswap.org/swap?chain=optimism"), 150],
      [
        ob.linkClick("Bridge safely", "How to compare routes before you swap.", guideUrl("bridge", "comparing-quotes")),
        50,
      ],
      [ob.sendUsdc(8453, 1), 200],
      [ob.twitterRetweet(17), 50],
    ],
  },
  {
    title: "Collector's Week",
    challenges: [
      [ob.holdNft(1, "Pudgy Penguin", PUDGY_PENGUINS, "https://opensea.io/collection/pudgypenguins"), 250],
      [ob.youtubeWatch("What makes an NFT collection last", "C0ll3ct0rWk"), 50],
      [ob.twitterLike(18), 50],
    ],
  },
  {
    title: "Verification Week",
    challenges: [
      [ob.clientValidation("okx-wallet-present"), 100],
      [ob.twitterFollow("nebulalabs"), 50],
      [ob.discordJoin(), 75],
      [ob.objectivesCompleted(25), 150],
    ],
  },
  {
    title: "DeFi Deep Dive",
    challenges: [
      [
        ob.transact(
          42161,
          "Swap on Arbitrum",
          "Any swap through the Uniswap router on Arbitrum One.",
          "https://app.uniswap.org/swap?chain=arbitrum",
        ),
        200,
      ],
      [ob.holdUsdc(137, 10, "https://app.uniswap.org/swap?chain=polygon"), 150],
      [
        ob.linkClick(
          "Checking a Saga yourself",
          "Re-compute every share of the pool.",
          guideUrl("sagas", "checking-a-saga-yourself"),
        ),
        50,
      ],
      [ob.youtubeWatch("Impermanent loss in plain words", "Imp3rmL0ss1"), 50],
      [ob.twitterPost("Deep in DeFi week on Saga One with @questhq"), 75],
    ],
  },
  {
    title: "Home Stretch",
    challenges: [
      [ob.missionsCompleted(5), 200],
      [ob.creditsEarned(2500), 200],
      [ob.twitterLike(21), 50],
    ],
  },
  {
    title: "Grand Finale",
    challenges: [
      [ob.missionsCompleted(8), 250],
      [ob.objectivesCompleted(40), 200],
      [ob.twitterPost("Saga One complete! Thanks @questhq for twelve weeks of quests."), 100],
      [ob.youtubeWatch("Saga One finale stream", "Sg1F1n4l3St"), 50],
    ],
  },
];

export function demoSagas(now: Date): DemoSaga[] {
  const sagaId = demoUuid("season", "saga-one");
  const startsAt = addDays(startOfUtcDay(now), -21);
  const weeks = weekPlans.map((plan, i): DemoSagaWeek => {
    const weekId = demoUuid("season-week", `saga-one:${i + 1}`);
    return {
      id: weekId,
      sagaId,
      weekNumber: i + 1,
      startsAt: addDays(startsAt, i * 7),
      endsAt: addDays(startsAt, (i + 1) * 7),
      title: plan.title,
      challenges: plan.challenges.map(([spec, credits], position) => ({
        id: demoUuid("weekly-challenge", `saga-one:${i + 1}:${position}`),
        weekId,
        template: spec.template,
        provider: spec.provider,
        values: spec.values,
        position,
        credits,
      })),
    };
  });
  return [
    {
      id: sagaId,
      name: "Saga One",
      slug: "saga-one",
      number: 1,
      startsAt,
      endsAt: addDays(startsAt, SAGA_ONE_WEEKS * 7),
      hqPool: SAGA_ONE_HQ_POOL,
      createdAt: addDays(startsAt, -14),
      weeks,
    },
  ];
}

/** Writes Sagas with their weeks and challenges (the demo seed, and tests that need a running Saga). */
export async function insertSagas(tx: Db, seasons: readonly DemoSaga[]): Promise<void> {
  await tx
    .insert(saga)
    .values(seasons.map(({ weeks: _w, ...row }) => row))
    .onConflictDoNothing();
  const weeks = seasons.flatMap((s) => s.weeks);
  await tx
    .insert(sagaWeek)
    .values(weeks.map(({ challenges: _c, ...row }) => row))
    .onConflictDoNothing();
  await tx
    .insert(weeklyChallenge)
    .values(weeks.flatMap((w) => w.challenges))
    .onConflictDoNothing();
}
