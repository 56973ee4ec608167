import { eq } from "drizzle-orm";
import type { Db } from "../client";
import type { Env } from "../../env";
import { ensureEndpointSecret } from "../../objectives/endpoint/endpoint-secret";
import * as s from "../schema/index";
import { DEMO_ADMIN_ID, demoUsers, DEMO_ORG_SLUG } from "./demo-users";
import { demoMissions, demoOrganizations } from "./demo-missions";
import { demoNews } from "./demo-news";
import { demoSagas, insertSagas } from "./demo-sagas";
import { demoUuid } from "./ids";
import { onSite } from "./objective-builders";
import {
  DEMO_DRAWN_MISSIONS,
  DEMO_HQ_DEPOSITS,
  demoCompletions,
  demoParticipants,
  withParticipantCounts,
} from "./demo-participants";
import { drawDemoWinners } from "./demo-draws";
import { awardCreditsOnce, creditHq, hqUnits } from "../../features/ledger/index";

type Log = { info(obj: unknown, msg?: string): void };
/** The server's address (links of the demo point at it) and the keys that seal the objectives' endpoint secrets. */
export type SeedEnv = Pick<Env, "PUBLIC_URL" | "TOKEN_ENCRYPTION_KEY" | "AUTH_SECRET">;

/**
 * Writes the demo data in one transaction. Ids are stable, so running it again only adds what
 * is missing (`onConflictDoNothing`) and never duplicates or overwrites what people changed.
 */
export async function seedDemo(db: Db, env: SeedEnv, now = new Date()): Promise<Record<string, number>> {
  const site = env.PUBLIC_URL;
  const users = demoUsers();
  const orgs = onSite(demoOrganizations(), site);
  const drafts = onSite(demoMissions(now), site);
  const participants = demoParticipants(drafts, now);
  const missions = withParticipantCounts(drafts, participants);
  const news = demoNews(now);
  const seasons = onSite(demoSagas(now), site);
  const orgIdBySlug = new Map(orgs.map((o) => [o.slug, o.id]));

  await db.transaction(async (tx) => {
    await tx
      .insert(s.user)
      .values(
        users.map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          emailVerified: u.emailVerified,
          bio: u.bio,
          referralCode: u.referralCode,
        })),
      )
      .onConflictDoNothing();
    const wallets = users.filter((u) => u.wallet);
    if (wallets.length) {
      await tx
        .insert(s.walletAddress)
        .values(
          wallets.map((u) => ({
            id: demoUuid("wallet", u.id),
            userId: u.id,
            address: u.wallet!.address,
            chainId: u.wallet!.chainId,
            isPrimary: true,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.insert(s.organization).values(orgs).onConflictDoNothing();
    const memberships = users.flatMap((u) =>
      u.memberships.map((m) => ({ organizationId: orgIdBySlug.get(m.organizationSlug)!, userId: u.id, role: m.role })),
    );
    await tx.insert(s.organizationMember).values(memberships).onConflictDoNothing();

    await tx
      .insert(s.mission)
      .values(missions.map(({ organizationSlug: _o, objectives: _ob, reward: _r, ...row }) => row))
      .onConflictDoNothing();
    await tx
      .insert(s.objective)
      .values(missions.flatMap((m) => m.objectives))
      .onConflictDoNothing();
    // Objectives verified by an organization's API sign with their own secret, as when an organizer creates one.
    for (const o of missions.flatMap((m) => m.objectives).filter((o) => o.template === "endpoint_check"))
      await ensureEndpointSecret(tx, env, o.id);
    await tx
      .insert(s.reward)
      .values(missions.map((m) => m.reward))
      .onConflictDoNothing();
    if (participants.length) await tx.insert(s.missionParticipant).values(participants).onConflictDoNothing();
    const completions = demoCompletions(participants, missions);
    if (completions.length) {
      await tx
        .insert(s.objectiveCompletion)
        .values(completions.map((c) => c.completion))
        .onConflictDoNothing();
      await awardCreditsOnce(
        tx,
        completions.map((c) => c.credit),
      );
    }
    for (const [userId, hq] of Object.entries(DEMO_HQ_DEPOSITS))
      await creditHq(tx, userId, hqUnits(hq), "demo deposit", `demo-deposit:${userId}`);

    await tx.insert(s.newsChannel).values(news.channels).onConflictDoNothing();
    await tx.insert(s.newsTopic).values(news.topics).onConflictDoNothing();
    await tx
      .insert(s.contentItem)
      .values(news.items.map(({ channelSlug: _c, topics: _t, ...row }) => row))
      .onConflictDoNothing();
    const mentions = news.items.flatMap((item) =>
      item.topics.map(({ topicSlug: _s, ...t }) => ({ ...t, contentId: item.id, publishedAt: item.publishedAt })),
    );
    await tx.insert(s.contentTopic).values(mentions).onConflictDoNothing();

    await insertSagas(tx, seasons);
    // The demo admin runs Sagas too, so the operator area can be tried without any set-up.
    await tx.insert(s.platformOperator).values({ userId: DEMO_ADMIN_ID, grantedBy: "demo seed" }).onConflictDoNothing();
  });
  await drawDemoWinners(db, missions, DEMO_DRAWN_MISSIONS);

  return {
    users: users.length,
    organizations: orgs.length,
    missions: missions.length,
    channels: news.channels.length,
    topics: news.topics.length,
    articles: news.items.length,
    seasons: seasons.length,
  };
}

/** First start: seed only when the demo organization is not there yet. */
export async function seedIfEmpty(db: Db, log: Log, env: SeedEnv): Promise<boolean> {
  const [existing] = await db
    .select({ id: s.organization.id })
    .from(s.organization)
    .where(eq(s.organization.slug, DEMO_ORG_SLUG));
  if (existing) return false;
  const counts = await seedDemo(db, env);
  log.info(counts, "demo data seeded");
  return true;
}
