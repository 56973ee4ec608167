// The plain reference of `npm run bench`: the same reads as our API, written the obvious way (Fastify, hand-written
// SQL on the same database and connections, the same joins and rows, JSON.stringify), so each of our routes can be
// reported as a ratio of it. It has none of the product's cross-cutting work (security headers, CSRF, rate limits,
// compression, schemas, error model): the ratio is what that work and our layering cost.
import Fastify, { type FastifyInstance } from "fastify";
import type { Database } from "../apps/server/src/db/client";
import { verifiedToken } from "../apps/server/src/lib/session";
import { registerNewsReferences } from "./reference-news";

const SESSION_COOKIE = "questhq.session_token";

/** The session token of better-auth's signed cookie, checked as the app checks it (lib/session.ts). */
function sessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = cookieHeader
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  return raw ? verifiedToken(decodeURIComponent(raw), secret) : null;
}

type CardRow = {
  id: string;
  slug: string;
  title: string;
  banner_url: string | null;
  blockchain_chain_id: number;
  status: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  published_at: Date | string | null;
  participant_count: number;
  sort_weight: number;
  org_id: string;
  org_name: string;
  org_slug: string;
  org_logo: string | null;
  r_title: string | null;
  r_kind: string | null;
  r_selection_process: string | null;
  r_number_of_winners: number | null;
  r_asset: string | null;
  r_chain: number | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type MissionRow = {
  description: string;
  free_entries: number;
  is_multi_entry_enabled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  archived_at: Date | string | null;
  objective_count: number;
};
type ParticipantRow = {
  status: string;
  is_not_from_mission: boolean;
  entry_count: number;
  paid_entries: number;
  wallet_address: string | null;
  entered_at: Date | string | null;
  selected_at: Date | string | null;
};
type CompletionRow = {
  objective_id: string;
  status: string;
  is_self_attested: boolean;
  credits_awarded: number;
  next_attempt_at: Date | string | null;
  last_error: string | null;
  completed_at: Date | string | null;
};

const CARD_COLUMNS = `m.id, m.slug, m.title, m.banner_url, m.blockchain_chain_id, m.status, m.starts_at, m.ends_at,
              m.published_at, m.participant_count, m.sort_weight,
              o.id as org_id, o.name as org_name, o.slug as org_slug, o.logo as org_logo,
              r.title as r_title, r.kind as r_kind, r.selection_process as r_selection_process,
              r.number_of_winners as r_number_of_winners, r.reward_asset_url as r_asset,
              r.blockchain_chain_id as r_chain`;

const card = (m: CardRow) => ({
  id: m.id,
  slug: m.slug,
  title: m.title,
  banner_url: m.banner_url,
  blockchain: m.blockchain_chain_id,
  status: m.status,
  starts_at: iso(m.starts_at),
  ends_at: iso(m.ends_at),
  published_at: iso(m.published_at),
  participant_count: m.participant_count,
  sort_weight: m.sort_weight,
  organization: { id: m.org_id, name: m.org_name, slug: m.org_slug, logo: m.org_logo },
  reward: m.r_kind
    ? {
        title: m.r_title,
        kind: m.r_kind,
        selection_process: m.r_selection_process,
        number_of_winners: m.r_number_of_winners,
        reward_asset: m.r_asset,
        blockchain_chain_id: m.r_chain,
      }
    : null,
});

export async function buildReference(database: Database, authSecret: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const q = database.query;

  /** The signed-in user's id: the signed cookie, then one indexed session lookup. */
  const sessionUser = async (cookieHeader: string | undefined): Promise<string | null> => {
    const token = sessionToken(cookieHeader, authSecret);
    if (!token) return null;
    const [row] = await q<{ user_id: string }>(`select user_id from session where token = $1 and expires_at > now()`, [
      token,
    ]);
    return row?.user_id ?? null;
  };

  app.get("/bare", async () => ({}));
  app.get("/health", async () => ({ status: "ok" }));

  // Explore page 1, featured: one keyset page of published, running missions with their organization and reward.
  app.get<{ Querystring: { limit?: string } }>("/missions", async (req) => {
    const limit = Math.min(Number(req.query.limit ?? 12), 50);
    const rows = await q<CardRow>(
      `select ${CARD_COLUMNS}
         from mission m
         join organization o on o.id = m.organization_id
         left join reward r on r.mission_id = m.id
        where m.status = 'published' and m.ends_at > now()
        order by m.sort_weight desc nulls last, m.published_at desc nulls last, m.id desc nulls last
        limit $1`,
      [limit + 1],
    );
    const page = rows.slice(0, limit);
    return {
      data: page.map(card),
      next: rows.length > limit ? page.at(-1)!.id : null,
    };
  });

  // Credits with a session: the signed cookie, one session lookup, then the ledger sum, the stake row and the
  // unconfirmed deposits of the user's wallets.
  app.get("/credits", async (req, reply) => {
    const userId = await sessionUser(req.headers.cookie);
    if (!userId) return reply.status(401).send({ error: { code: "unauthorized", message: "Sign in first." } });
    const [[credits], [stake], [pending]] = await Promise.all([
      q<{ total: string }>(`select coalesce(sum(amount), 0)::text as total from credit_ledger where user_id = $1`, [
        userId,
      ]),
      q<{ locked: string; available: string }>(`select locked, available from hq_stake where user_id = $1`, [userId]),
      q<{ total: string }>(
        `select coalesce(sum(amount), 0)::text as total from chain_pending
          where event = 'Deposited'
            and wallet in (select lower(address) from wallet_address where user_id = $1)`,
        [userId],
      ),
    ]);
    const locked = BigInt(stake?.locked ?? 0) + BigInt(pending?.total ?? 0);
    return {
      data: {
        credits: Number(credits?.total ?? 0),
        stake: { locked: Number(locked) / 1e18, available: Number(BigInt(stake?.available ?? 0)) / 1e18 },
      },
    };
  });

  // The mission page by slug: the mission, its organization and reward, and how many objectives it has.
  app.get<{ Params: { slug: string } }>("/missions/:slug", async (req, reply) => {
    const [m] = await q<CardRow & MissionRow>(
      `select ${CARD_COLUMNS}, m.description, m.free_entries, m.is_multi_entry_enabled, m.created_at, m.updated_at,
              m.archived_at, (select count(*)::int from objective where mission_id = m.id) as objective_count
         from mission m
         join organization o on o.id = m.organization_id
         left join reward r on r.mission_id = m.id
        where m.slug = $1`,
      [req.params.slug],
    );
    if (!m || m.status === "draft")
      return reply.status(404).send({ error: { code: "not_found", message: "Mission not found." } });
    return {
      data: {
        ...card(m),
        description: m.description,
        free_entries: m.free_entries,
        is_multi_entry_enabled: m.is_multi_entry_enabled,
        created_at: iso(m.created_at),
        updated_at: iso(m.updated_at),
        archived_at: iso(m.archived_at),
        objective_count: m.objective_count,
      },
    };
  });

  // The signed-in user's state in a mission: session, the mission by slug, the participant row, their objective
  // completions in order and their available $HQ.
  app.get<{ Params: { slug: string } }>("/missions/:slug/participant", async (req, reply) => {
    const userId = await sessionUser(req.headers.cookie);
    if (!userId) return reply.status(401).send({ error: { code: "unauthorized", message: "Sign in first." } });
    const [m] = await q<{ id: string; status: string; free_entries: number; is_multi_entry_enabled: boolean }>(
      `select id, status, free_entries, is_multi_entry_enabled from mission where slug = $1`,
      [req.params.slug],
    );
    if (!m) return reply.status(404).send({ error: { code: "not_found", message: "Mission not found." } });
    const [[p], completions, [stake]] = await Promise.all([
      q<ParticipantRow>(`select * from mission_participant where mission_id = $1 and user_id = $2`, [m.id, userId]),
      q<CompletionRow>(
        `select objective_id, status, is_self_attested, credits_awarded, next_attempt_at, last_error, completed_at
           from objective_completion where mission_id = $1 and user_id = $2 order by created_at`,
        [m.id, userId],
      ),
      q<{ available: string }>(`select available from hq_stake where user_id = $1`, [userId]),
    ]);
    return {
      data: {
        mission: m.id,
        status: p?.status ?? "Not Started",
        is_not_from_mission: p?.is_not_from_mission ?? false,
        completed_objectives: completions
          .filter((c) => c.status === "completed" || c.status === "skipped")
          .map((c) => c.objective_id),
        objectives: completions.map((c) => ({
          objective: c.objective_id,
          status: c.status,
          is_self_attested: c.is_self_attested,
          credits_awarded: c.credits_awarded,
          next_attempt_at: iso(c.next_attempt_at),
          message: c.last_error,
          // The bench's world has no verification waiting for a provider's rate limit.
          queue_position: null,
          completed_at: iso(c.completed_at),
        })),
        entry_count: p?.entry_count ?? 0,
        paid_entries: p?.paid_entries ?? 0,
        submitted_wallet: p?.wallet_address ?? null,
        free_entries: m.free_entries,
        is_multi_entry_enabled: m.is_multi_entry_enabled,
        available_tokens: Number(BigInt(stake?.available ?? 0)) / 1e18,
        entered_at: iso(p?.entered_at ?? null),
        selected_at: iso(p?.selected_at ?? null),
      },
    };
  });

  // The Saga overview: the running Saga, the user's credits and boosters in it, every account's boosted credits for
  // rank, participants and total (the same formula, in SQL), the settlement row and the onboarding steps.
  app.get("/seasons/overview", async (req, reply) => {
    const userId = await sessionUser(req.headers.cookie);
    if (!userId) return reply.status(401).send({ error: { code: "unauthorized", message: "Sign in first." } });
    const [saga] = await q<{
      id: string;
      name: string;
      slug: string;
      starts_at: Date | string;
      ends_at: Date | string;
      hq_pool: string;
    }>(
      `select id, name, slug, starts_at, ends_at, hq_pool::text from saga where starts_at <= now() and ends_at > now()
        order by starts_at desc limit 1`,
    );
    if (!saga) return reply.status(404).send({ error: { code: "not_found", message: "No Saga is running." } });
    const window = [iso(saga.starts_at), iso(saga.ends_at)];
    const boosted = `floor(greatest(credits, 0) * (100 + stars + least(membership, 10000) + staked) / 100)`;
    const standings = `select coalesce(c.user_id, b.user_id) as user_id, coalesce(c.credits, 0) as credits,
          coalesce(b.stars, 0) as stars, coalesce(b.membership, 0) as membership, coalesce(b.staked, 0) as staked
        from (select user_id, sum(amount) as credits from credit_ledger where created_at >= $1 and created_at < $2
              group by user_id) c
        full join (select user_id, coalesce(sum(hundredths) filter (where source = 'stars'), 0) as stars,
              coalesce(sum(hundredths) filter (where source = 'membership'), 0) as membership,
              coalesce(sum(hundredths) filter (where source = 'staked_nft'), 0) as staked
              from saga_booster where saga_id = $3 group by user_id) b on b.user_id = c.user_id`;
    const [[mine], [settled], [onboarding]] = await Promise.all([
      q<{ credits: string; stars: string; membership: string; staked: string; boosted: string }>(
        `select (select coalesce(sum(amount), 0) from credit_ledger
                  where user_id = $4 and created_at >= $1 and created_at < $2)::text credits,
                coalesce(sum(hundredths) filter (where source = 'stars'), 0)::text stars,
                coalesce(sum(hundredths) filter (where source = 'membership'), 0)::text membership,
                coalesce(sum(hundredths) filter (where source = 'staked_nft'), 0)::text staked, '0' boosted
           from saga_booster where saga_id = $3 and user_id = $4`,
        [...window, saga.id, userId],
      ),
      q<{ status: string }>(`select status from saga_settlement where saga_id = $1`, [saga.id]),
      q<{ completed_at: Date | null; wallet: boolean; twitter: boolean; challenge: boolean }>(
        `select (select completed_at from saga_onboarding where user_id = $1) completed_at,
                exists(select 1 from wallet_address where user_id = $1) wallet,
                exists(select 1 from social_account
                        where user_id = $1 and provider = 'twitter' and unlinked_at is null) twitter,
                exists(select 1 from challenge_completion
                        where user_id = $1 and status in ('completed', 'skipped')) challenge`,
        [userId],
      ),
    ]);
    const credits = BigInt(mine?.credits ?? 0);
    const hundredths =
      Number(mine?.stars ?? 0) + Math.min(Number(mine?.membership ?? 0), 10_000) + Number(mine?.staked ?? 0);
    const myBoosted = ((credits > 0n ? credits : 0n) * BigInt(100 + hundredths)) / 100n;
    const [totals] = await q<{ participants: number; total: string; ahead: number }>(
      `select count(*) filter (where boosted > 0)::int participants, coalesce(sum(boosted), 0)::text total,
              count(*) filter (where boosted > $4::numeric)::int ahead
         from (select ${boosted} as boosted from (${standings}) u) s`,
      [...window, saga.id, myBoosted.toString()],
    );
    const total = BigInt(totals?.total ?? 0);
    return {
      data: {
        season: {
          id: saga.id,
          name: saga.name,
          slug: saga.slug,
          starts_at: iso(saga.starts_at),
          ends_at: iso(saga.ends_at),
        },
        credits: Number(credits),
        boosted_credits: Number(myBoosted),
        boosters_hundredths: hundredths,
        rank: myBoosted > 0n ? (totals?.ahead ?? 0) + 1 : null,
        participants: totals?.participants ?? 0,
        estimated_hq: (total > 0n ? (BigInt(saga.hq_pool) * myBoosted) / total : 0n).toString(),
        settlement: settled?.status ?? null,
        onboarding,
      },
    };
  });

  // The Atlas reads (feed, topic feed, ranked search) are in reference-news.ts.
  registerNewsReferences(app, database);
  return app;
}
