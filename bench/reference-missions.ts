// The plain references of the mission rows of `npm run bench` (see reference-server.ts for what "plain" means): explore
// page 1, the mission page and the signed-in participant's view, each a hand-written query or a few, at our paths.
import {
  discountedSkipCost,
  freeEntriesFor,
  isUserStatus,
  parseEntitlementsOverride,
  queuedVerificationMessage,
  RAFFLE_ENTRY_PRICE_HQ,
  SKIP_OBJECTIVES_COST_HQ,
  stakingFreeEntries,
  tierOfHoldings,
  userStatusLabel,
  type MembershipTier,
  type UserStatus,
} from "@questhq/core";
import type { FastifyInstance } from "fastify";
import { formatUnits } from "viem";
import { iso, notFound, notImplemented, unauthorized, type Reference } from "./reference-common";

const MISSION_NOT_FOUND = "Mission not found.";

type CardRow = {
  id: string;
  slug: string;
  title: string;
  banner_url: string | null;
  blockchain_chain_id: number;
  status: string;
  starts_at: Date | null;
  ends_at: Date | null;
  published_at: Date | null;
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

type MissionRow = CardRow & {
  organization_id: string;
  description: string;
  free_entries: number;
  is_multi_entry_enabled: boolean;
  created_at: Date;
  updated_at: Date;
  archived_at: Date | null;
  objective_count: number;
};

const CARD_COLUMNS = `m.id, m.slug, m.title, m.banner_url, m.blockchain_chain_id, m.status, m.starts_at, m.ends_at,
       m.published_at, m.participant_count, m.sort_weight,
       o.id as org_id, o.name as org_name, o.slug as org_slug, o.logo as org_logo,
       r.title as r_title, r.kind as r_kind, r.selection_process as r_selection_process,
       r.number_of_winners as r_number_of_winners, r.reward_asset_url as r_asset, r.blockchain_chain_id as r_chain`;

/** A published mission reads by the clock: upcoming before its start, ended after its end, live between. */
function phase(m: CardRow, now: number): string {
  if (m.status === "paused") return "paused";
  if (m.status !== "published") return m.status;
  if (m.starts_at && now < m.starts_at.getTime()) return "upcoming";
  if (m.ends_at && now >= m.ends_at.getTime()) return "ended";
  return "live";
}

const card = (m: CardRow, now: number) => ({
  id: m.id,
  slug: m.slug,
  title: m.title,
  banner_url: m.banner_url,
  blockchain: m.blockchain_chain_id,
  status: m.status,
  phase: phase(m, now),
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
        winners_label: m.r_number_of_winners === null ? "TBD" : String(m.r_number_of_winners),
        reward_asset: m.r_asset,
        reward_asset_type: m.r_asset ? (/\.mp4($|\?)/i.test(m.r_asset) ? "video" : "image") : null,
        blockchain_chain_id: m.r_chain,
      }
    : null,
});

type ParticipantRow = {
  status: string;
  is_not_from_mission: boolean;
  entry_count: number;
  paid_entries: number;
  wallet_address: string | null;
  entered_at: Date | null;
  selected_at: Date | null;
  reward_code: string | null;
};
type CompletionRow = {
  objective_id: string;
  status: string;
  is_self_attested: boolean;
  credits_awarded: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  completed_at: Date | null;
  /** The place in its provider budget's queue (1 = next) of a pending verification waiting in one, else null. */
  queue_position: number | null;
};
type Holdings = {
  subs: { tier: Exclude<MembershipTier, "Free">; status: string; end: string | null; cancel: boolean }[];
};

export function registerMissionReferences(app: FastifyInstance, ref: Reference): void {
  const { q, env } = ref;
  const entitlements = parseEntitlementsOverride(env.TIER_ENTITLEMENTS);

  // Explore page 1, featured: one keyset page of published missions that have not ended, with organization and reward.
  app.get<{ Querystring: Record<string, string | undefined> }>("/api/v1/missions", async (req, reply) => {
    const { sort = "featured", blockchain, search, next } = req.query;
    if (sort !== "featured" || blockchain || search || next) return notImplemented(reply, "such explore page");
    const limit = Number(req.query.limit ?? 12);
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
    const now = Date.now();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    let nextLink: string | null = null;
    if (rows.length > limit && last) {
      const keys = [last.sort_weight, iso(last.published_at), last.id];
      const url = new URL(req.url, env.PUBLIC_URL);
      url.searchParams.set("next", Buffer.from(JSON.stringify({ s: "featured", k: keys })).toString("base64url"));
      nextLink = `${env.PUBLIC_URL}${url.pathname}${url.search}`;
    }
    return { data: page.map((m) => card(m, now)), next: nextLink };
  });

  // The mission page by slug: the mission with its organization, reward and objective count; a signed-in viewer's
  // role in its organization decides what they may do (and whether a draft is theirs to see).
  app.get<{ Params: { slug: string } }>("/api/v1/missions/:slug", async (req, reply) => {
    const [m] = await q<MissionRow>(
      `select ${CARD_COLUMNS}, m.organization_id, m.description, m.free_entries, m.is_multi_entry_enabled,
              m.created_at, m.updated_at, m.archived_at,
              (select count(*)::int from objective where mission_id = m.id) as objective_count
         from mission m
         join organization o on o.id = m.organization_id
         left join reward r on r.mission_id = m.id
        where m.slug = $1`,
      [req.params.slug.toLowerCase()],
    );
    if (!m) return notFound(reply, MISSION_NOT_FOUND);
    const userId = await ref.sessionUser(req.headers.cookie);
    const [member] = userId
      ? await q<{ role: "admin" | "member" }>(
          `select role from organization_member where organization_id = $1 and user_id = $2`,
          [m.organization_id, userId],
        )
      : [];
    const role = member?.role ?? null;
    if (m.status === "draft" && !role) return notFound(reply, MISSION_NOT_FOUND);
    const isArchived = m.status === "archived";
    return {
      data: {
        ...card(m, Date.now()),
        description: m.description,
        free_entries: m.free_entries,
        is_multi_entry_enabled: m.is_multi_entry_enabled,
        created_at: iso(m.created_at),
        updated_at: iso(m.updated_at),
        archived_at: iso(m.archived_at),
        objective_count: m.objective_count,
        viewer_role: role,
        can_edit: role !== null && !isArchived,
        can_archive: role === "admin" && !isArchived,
      },
    };
  });

  // The signed-in user's state in a mission: the session, the mission (with its reward's selection), then side by
  // side their participant row, their objective completions in order, their available $HQ and what they hold that
  // gives a membership tier (subscriptions, membership keys held or staked by their wallets).
  app.get<{ Params: { slug: string } }>("/api/v1/missions/:slug/participant", async (req, reply) => {
    const userId = await ref.sessionUser(req.headers.cookie);
    if (!userId) return unauthorized(reply);
    const [m] = await q<{
      id: string;
      organization_id: string;
      status: string;
      free_entries: number;
      is_multi_entry_enabled: boolean;
      selection_process: string | null;
    }>(
      `select m.id, m.organization_id, m.status, m.free_entries, m.is_multi_entry_enabled, r.selection_process
         from mission m left join reward r on r.mission_id = m.id
        where m.slug = $1`,
      [req.params.slug.toLowerCase()],
    );
    if (!m) return notFound(reply, MISSION_NOT_FOUND);
    if (m.status === "draft") {
      const [member] = await q(`select 1 from organization_member where organization_id = $1 and user_id = $2`, [
        m.organization_id,
        userId,
      ]);
      if (!member) return notFound(reply, MISSION_NOT_FOUND);
    }
    const [[p], completions, [stake], [holdings]] = await Promise.all([
      q<ParticipantRow>(
        `select status, is_not_from_mission, entry_count, paid_entries, wallet_address, entered_at, selected_at,
                reward_code
           from mission_participant where mission_id = $1 and user_id = $2`,
        [m.id, userId],
      ),
      q<CompletionRow>(
        `select c.objective_id, c.status, c.is_self_attested, c.credits_awarded, c.next_attempt_at, c.last_error,
                c.completed_at,
                case when c.status = 'pending' and c.queue_key is not null and c.queued_at is not null then
                  1 + (select count(*)::int from objective_completion a
                        where a.status = 'pending' and a.queue_key = c.queue_key and a.queued_at < c.queued_at)
                end as queue_position
           from objective_completion c where c.mission_id = $1 and c.user_id = $2 order by c.created_at`,
        [m.id, userId],
      ),
      q<{ available: string }>(`select available::text from hq_stake where user_id = $1`, [userId]),
      q<Holdings & { tokens: string[] }>(
        `with w as (select lower(address) as address from wallet_address where user_id = $1)
         select (select coalesce(json_agg(json_build_object('tier', tier_name, 'status', status,
                                          'end', current_period_end, 'cancel', cancel_at_period_end)), '[]')
                   from subscription where user_id = $1 and kind = 'stripe') as subs,
                array(select token_id from membership_nft where owner in (select address from w)
                      union all
                      select jsonb_array_elements_text(token_ids) from nft_stake
                      where wallet in (select address from w))
                  as tokens`,
        [userId],
      ),
    ]);
    const now = new Date();
    const tier = tierOfHoldings(
      {
        stripe: (holdings?.subs ?? []).map((s) => ({
          tierName: s.tier,
          status: s.status,
          currentPeriodEnd: s.end ? new Date(s.end) : null,
          cancelAtPeriodEnd: s.cancel,
        })),
        membershipTokens: (holdings?.tokens ?? []).map((t) => BigInt(t)),
      },
      now,
    );
    const perks = entitlements[tier];
    const available = BigInt(stake?.available ?? 0);
    const free = freeEntriesFor(
      m.free_entries,
      { tier: perks.extraFreeEntries, staking: stakingFreeEntries(available) },
      m.selection_process === "raffle",
    );
    const status: UserStatus = p && isUserStatus(p.status) ? p.status : "Not Started";
    return {
      data: {
        mission: m.id,
        status,
        label: userStatusLabel(status, m.status),
        is_not_from_mission: p?.is_not_from_mission ?? false,
        completed_objectives: completions
          .filter((c) => c.status === "completed" || c.status === "skipped")
          .map((c) => c.objective_id),
        objectives: completions.map((c) => {
          const isQueued = c.queue_position !== null && c.next_attempt_at !== null;
          return {
            objective: c.objective_id,
            status: c.status,
            is_self_attested: c.is_self_attested,
            credits_awarded: c.credits_awarded,
            next_attempt_at: c.status === "pending" || c.status === "visiting" ? iso(c.next_attempt_at) : null,
            message: isQueued ? queuedVerificationMessage(c.next_attempt_at!.getTime() - now.getTime()) : c.last_error,
            queue_position: isQueued ? c.queue_position : null,
            completed_at: iso(c.completed_at),
          };
        }),
        entry_count: p?.entry_count ?? 0,
        paid_entries: p?.paid_entries ?? 0,
        submitted_wallet: p?.wallet_address ?? null,
        free_entries: free.total,
        tier_free_entries: free.tier,
        staking_free_entries: free.staking,
        is_multi_entry_enabled: m.is_multi_entry_enabled,
        entry_price: RAFFLE_ENTRY_PRICE_HQ,
        available_tokens: Number(formatUnits(available, 18)),
        skip_twitter_price: discountedSkipCost(1, SKIP_OBJECTIVES_COST_HQ, perks.skipDiscountPercent),
        skip_discount_percent: perks.skipDiscountPercent,
        entered_at: iso(p?.entered_at ?? null),
        selected_at: iso(p?.selected_at ?? null),
        reward_code: status === "Selected" ? (p?.reward_code ?? null) : null,
      },
    };
  });
}
