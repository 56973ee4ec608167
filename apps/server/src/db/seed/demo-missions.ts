import type { DemoMission, DemoObjective, DemoOrganization, DemoReward } from "./demo-shapes";
import { DEMO_SITE_ORIGIN } from "./objective-builders";
import { addDays, demoUuid } from "./ids";
import { missionDrafts } from "./missions/mission-drafts";
import { DEMO_ADMIN_ID, DEMO_NEBULA_ADMIN_ID, DEMO_ORG_SLUG, NEBULA_ORG_SLUG } from "./demo-users";
import { DEMO_WALLET_DEADLINES } from "./demo-winner-wallets";

// Demo organizations and missions. Every date is relative to `now`, so a fresh seed always has
// live, upcoming and ended missions. Ids are stable (derived from slugs).

export type { DemoMission, DemoObjective, DemoOrganization, DemoReward };

export function demoOrganizations(): DemoOrganization[] {
  return [
    {
      id: demoUuid("organization", DEMO_ORG_SLUG),
      name: "QuestHQ Demo",
      slug: DEMO_ORG_SLUG,
      logo: "/demo/logos/questhq-demo.svg",
      description: "The house organization: onboarding missions, ecosystem quests and Saga challenges.",
      links: { website: DEMO_SITE_ORIGIN, twitter: "https://x.com/questhq", discord: "https://discord.gg/questhq" },
      createdByUserId: DEMO_ADMIN_ID,
    },
    {
      id: demoUuid("organization", NEBULA_ORG_SLUG),
      name: "Nebula Labs",
      slug: NEBULA_ORG_SLUG,
      logo: "/demo/logos/nebula-labs.svg",
      description: "A small studio building onchain games and generative art drops.",
      links: { website: "https://nebula-labs.example", twitter: "https://x.com/nebulalabs" },
      createdByUserId: DEMO_NEBULA_ADMIN_ID,
    },
  ];
}

export function demoMissions(now: Date): DemoMission[] {
  const orgIds = new Map(demoOrganizations().map((o) => [o.slug, o.id]));
  return missionDrafts.map((d) => {
    const id = demoUuid("mission", d.slug);
    const startsAt = d.startDay === null ? null : addDays(now, d.startDay);
    const endsAt = d.endDay === null ? null : addDays(now, d.endDay);
    // Nothing in the past may point into the future: creation and publication are never after now.
    const createdAt = addDays(now, Math.min(d.startDay ?? 0, 0) - 7);
    const publishedAt = d.status === "draft" || d.startDay === null ? null : addDays(now, Math.min(d.startDay - 1, -1));
    const archivedAt = d.archivedDay === undefined ? null : addDays(now, d.archivedDay);
    return {
      id,
      organizationId: orgIds.get(d.org)!,
      organizationSlug: d.org,
      title: d.title,
      slug: d.slug,
      description: d.description,
      bannerUrl: `/demo/banners/${d.slug}.svg`,
      blockchainChainId: d.chainId,
      startsAt,
      endsAt,
      status: d.status,
      freeEntries: d.freeEntries ?? 1,
      isMultiEntryEnabled: d.isMultiEntryEnabled ?? false,
      sortWeight: d.sortWeight ?? 0,
      // Set from the seeded participant rows (withParticipantCounts), so counts and entries agree.
      participantCount: 0,
      createdByUserId: d.org === DEMO_ORG_SLUG ? DEMO_ADMIN_ID : DEMO_NEBULA_ADMIN_ID,
      createdAt,
      updatedAt: archivedAt ?? publishedAt ?? addDays(createdAt, 1),
      publishedAt,
      archivedAt,
      objectives: d.objectives.map(([spec, credits], position) => ({
        id: demoUuid("objective", `${d.slug}:${position}`),
        missionId: id,
        template: spec.template,
        provider: spec.provider,
        values: spec.values,
        position,
        credits,
      })),
      reward: {
        ...d.reward,
        id: demoUuid("reward", d.slug),
        missionId: id,
        rewardAssetUrl: `/demo/rewards/${d.slug}.svg`,
        walletDeadline: DEMO_WALLET_DEADLINES[d.slug] ?? null,
      },
    };
  });
}
