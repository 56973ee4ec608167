// The plain reference of the Saga overview row of `npm run bench` (see reference-server.ts for what "plain" means):
// the Saga, the user's own credits and boosters in it, every account's boosted credits aggregated in SQL for rank,
// participants and total (no snapshot kept between requests), the settlement and the user's allocation, onboarding.
import { MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS, SAGA_ALGORITHM } from "@questhq/core";
import type { FastifyInstance } from "fastify";
import { iso, notFound, unauthorized, type Reference } from "./reference-common";

type SagaRow = {
  id: string;
  name: string;
  slug: string;
  number: number;
  starts_at: Date;
  ends_at: Date;
  hq_pool: string;
};

/**
 * Boosted credits of every account of the Saga ($1 start, $2 end, $3 Saga id), the one formula written in SQL. Its
 * membership term counts `membership` rows only, as our standings do today (saga-standings.ts standingsSql), while an
 * account's own standing also counts a paid tier's `membership_tier` rows.
 */
const BOOSTED = `select floor(greatest(credits, 0)
  * (100 + stars + least(membership, ${MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS})
                       + staked) / 100) as boosted
  from (select coalesce(c.credits, 0) as credits, coalesce(b.stars, 0) as stars,
               coalesce(b.membership, 0) as membership, coalesce(b.staked, 0) as staked
          from (select user_id, sum(amount) as credits from credit_ledger
                 where created_at >= $1 and created_at < $2 group by user_id) c
          full join (select user_id, coalesce(sum(hundredths) filter (where source = 'stars'), 0) as stars,
                            coalesce(sum(hundredths) filter (where source = 'membership'), 0) as membership,
                            coalesce(sum(hundredths) filter (where source = 'staked_nft'), 0) as staked
                       from saga_booster where saga_id = $3 group by user_id) b on b.user_id = c.user_id) u`;

export function registerSagaReference(app: FastifyInstance, ref: Reference): void {
  const { q, env } = ref;

  app.get<{ Querystring: { season?: string } }>("/api/v1/seasons/overview", async (req, reply) => {
    const userId = await ref.sessionUser(req.headers.cookie);
    if (!userId) return unauthorized(reply);
    const season = req.query.season?.trim();
    // `?season=` names one; else the running Saga (the latest started), else the one that ended last.
    const [saga] = season
      ? await q<SagaRow>(`select id, name, slug, number, starts_at, ends_at, hq_pool::text from saga where slug = $1`, [
          season,
        ])
      : await q<SagaRow>(
          `select id, name, slug, number, starts_at, ends_at, hq_pool::text from saga where starts_at <= now()
            order by ends_at > now() desc, case when ends_at > now() then starts_at end desc, ends_at desc limit 1`,
        );
    if (!saga) return notFound(reply, season ? "Saga not found." : "No Saga is running right now.");
    const window = [saga.starts_at, saga.ends_at];
    const [[mine], [settled], [allocated], [onboarding]] = await Promise.all([
      q<{ credits: string; stars: number; membership: number; staked: number }>(
        `select (select coalesce(sum(amount), 0) from credit_ledger
                  where user_id = $4 and created_at >= $1 and created_at < $2)::text as credits,
                coalesce(sum(hundredths) filter (where source = 'stars'), 0)::int as stars,
                coalesce(sum(hundredths) filter (where source in ('membership', 'membership_tier')), 0)::int
                  as membership,
                coalesce(sum(hundredths) filter (where source = 'staked_nft'), 0)::int as staked
           from saga_booster where saga_id = $3 and user_id = $4`,
        [...window, saga.id, userId],
      ),
      q<{
        status: string;
        algorithm: string;
        hq_pool: string;
        vault_bps: number;
        total_boosted: string;
        participant_count: number;
        table_hash: string;
        published_at: Date;
      }>(
        `select status, algorithm, hq_pool::text, vault_bps, total_boosted::text, participant_count, table_hash,
                published_at
           from saga_settlement where saga_id = $1`,
        [saga.id],
      ),
      q<{
        account: string;
        position: number;
        credits: string;
        boosted_credits: string;
        amount: string;
        vault_amount: string;
        stream_amount: string;
        stream_id: string | null;
        payout_tx: string | null;
      }>(
        `select account, position, credits::text, boosted_credits::text, amount::text, vault_amount::text,
                stream_amount::text, stream_id, payout_tx
           from saga_allocation where saga_id = $1 and user_id = $2`,
        [saga.id, userId],
      ),
      q<{ completed_at: Date | null; wallet: boolean; twitter: boolean; challenge: boolean }>(
        `select (select completed_at from saga_onboarding where user_id = $1) as completed_at,
                exists(select 1 from wallet_address where user_id = $1) as wallet,
                exists(select 1 from social_account
                        where user_id = $1 and provider = 'twitter' and unlinked_at is null) as twitter,
                exists(select 1 from challenge_completion
                        where user_id = $1 and status in ('completed', 'skipped')) as challenge`,
        [userId],
      ),
    ]);
    // An allocation counts once the Saga is settled (a settlement being redone has none yet).
    const allocation = settled ? allocated : undefined;
    const credits = BigInt(mine?.credits ?? 0);
    const stars = mine?.stars ?? 0;
    const accrued = mine?.membership ?? 0;
    const staked = mine?.staked ?? 0;
    const membership = Math.min(accrued, MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS);
    const total = stars + membership + staked;
    const boosted = credits > 0n ? (credits * BigInt(100 + total)) / 100n : 0n;
    const [totals] = await q<{ participants: number; total: string; ahead: number }>(
      `select count(*) filter (where boosted > 0)::int as participants, coalesce(sum(boosted), 0)::text as total,
              count(*) filter (where boosted > $4::numeric)::int as ahead
         from (${BOOSTED}) s`,
      [...window, saga.id, boosted.toString()],
    );
    const totalBoosted = BigInt(totals?.total ?? 0);
    const estimate = allocation
      ? BigInt(allocation.amount)
      : totalBoosted > 0n
        ? (BigInt(saga.hq_pool) * boosted) / totalBoosted
        : 0n;
    return {
      data: {
        season: {
          id: saga.id,
          slug: saga.slug,
          name: saga.name,
          number: saga.number,
          starts_at: iso(saga.starts_at),
          ends_at: iso(saga.ends_at),
          hq_pool: saga.hq_pool,
        },
        credits: Number(credits),
        boosters: {
          stars_hundredths: stars,
          membership_hundredths: membership,
          membership_accrued_hundredths: accrued,
          staked_nft_hundredths: staked,
          total_hundredths: total,
        },
        boosted_credits: Number(boosted),
        rank: boosted > 0n ? (totals?.ahead ?? 0) + 1 : null,
        participants: totals?.participants ?? 0,
        estimated_hq: estimate.toString(),
        onboarding: {
          completed_at: iso(onboarding?.completed_at ?? null),
          steps: {
            wallet: Boolean(onboarding?.wallet),
            twitter: Boolean(onboarding?.twitter),
            challenge: Boolean(onboarding?.challenge),
          },
        },
        settlement: settled
          ? { ...settled, published_at: iso(settled.published_at) }
          : {
              status: Date.now() < saga.ends_at.getTime() ? "open" : "ended",
              algorithm: SAGA_ALGORITHM,
              hq_pool: saga.hq_pool,
              vault_bps: env.SAGA_VAULT_BPS,
              total_boosted: null,
              participant_count: null,
              table_hash: null,
              published_at: null,
            },
        allocation: allocation
          ? { ...allocation, credits: Number(allocation.credits), boosted_credits: Number(allocation.boosted_credits) }
          : null,
      },
    };
  });
}
