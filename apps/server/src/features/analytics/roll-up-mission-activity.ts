import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

// The activity roll-up's one run (jobs/registry.ts, "mission-activity-rollup"): the hours of participants and
// completions that changed since the last run are counted again from the tables, so the analytics read
// (get-mission-analytics.ts) sums hourly rows instead of scanning a mission's participants and completions.
//
// A participant's row changes (updated_at) when they complete an objective, enter, win or save a wallet; their
// cohort is the hour they started in. The accounts they have linked are counted with it, so they are the ones linked
// when the participant last did something in the mission (most link an account to do an objective). A completion
// belongs to the hour it completed in. Each run recounts every (mission, hour) touched since the previous run started,
// less RECOUNT_MARGIN_MS: a transaction stamps its rows when it runs and they are seen when it commits, so a slow one
// commits rows stamped before the last run began. Counting
// again instead of adding means a run that fails, repeats or overlaps another leaves the figures right.

/** How far before the last run's start a run looks again for changes. */
export const RECOUNT_MARGIN_MS = 10 * 60_000;
const STATE = "mission-activity";

export type ActivityRollUpResult = { cohorts: number; completionHours: number };

export async function rollUpMissionActivity(db: Db, now = new Date()): Promise<ActivityRollUpResult> {
  const [state] = rowsOf<{ counted_until: string }>(
    await db.execute(sql`select counted_until::text from analytics_roll_up_state where name = ${STATE}`),
  );
  // The first run counts everything there is.
  const since = state ? new Date(new Date(state.counted_until).getTime() - RECOUNT_MARGIN_MS).toISOString() : null;
  const changedParticipants = since ? sql`p.updated_at >= ${since}` : sql`true`;
  const changedCompletions = since ? sql`c.completed_at >= ${since}` : sql`true`;

  const cohorts = rowsOf<{ n: number }>(
    await db.execute(sql`
      with touched as (
        select distinct p.mission_id, date_trunc('hour', p.created_at, 'UTC') as hour
        from mission_participant p where ${changedParticipants}
      ),
      counted as (
        select t.mission_id, t.hour,
          count(p.id)::int as started,
          (count(*) filter (where p.is_returning))::int as "returning",
          (count(*) filter (where p.is_new_account))::int as new_accounts,
          (count(*) filter (where o.ids is not null and p.completed_objective_ids @> o.ids))::int as all_objectives,
          (count(*) filter (where p.entered_at is not null))::int as entered,
          (count(*) filter (where p.selected_at is not null))::int as winners,
          (count(*) filter (where p.entry_wallet_has_transactions is not null))::int as wallets_checked,
          (count(*) filter (where p.entry_wallet_has_transactions = false))::int as wallets_without_transactions,
          coalesce((
            select jsonb_object_agg(d.id, d.n) from (
              select e.id, count(*)::int as n
              from mission_participant q, jsonb_array_elements_text(q.completed_objective_ids) e(id)
              where q.mission_id = t.mission_id and q.created_at >= t.hour and q.created_at < t.hour + interval '1 hour'
              group by e.id
            ) d
          ), '{}'::jsonb) as objectives,
          coalesce((
            select jsonb_object_agg(d.provider, d.n) from (
              select s.provider, count(*)::int as n
              from mission_participant q join social_account s on s.user_id = q.user_id and s.unlinked_at is null
              where q.mission_id = t.mission_id and q.created_at >= t.hour and q.created_at < t.hour + interval '1 hour'
              group by s.provider
            ) d
          ), '{}'::jsonb) as linked_providers
        from touched t
        cross join lateral (select jsonb_agg(ob.id) as ids from objective ob where ob.mission_id = t.mission_id) o
        left join mission_participant p
          on p.mission_id = t.mission_id and p.created_at >= t.hour and p.created_at < t.hour + interval '1 hour'
        where exists (select 1 from mission m where m.id = t.mission_id)
        group by t.mission_id, t.hour, o.ids
      )
      insert into mission_cohort_hourly as h (mission_id, hour, started, "returning", new_accounts, all_objectives,
        entered, winners, wallets_checked, wallets_without_transactions, objectives, linked_providers)
      select * from counted
      on conflict (mission_id, hour) do update set
        started = excluded.started, "returning" = excluded."returning", new_accounts = excluded.new_accounts,
        all_objectives = excluded.all_objectives, entered = excluded.entered, winners = excluded.winners,
        wallets_checked = excluded.wallets_checked,
        wallets_without_transactions = excluded.wallets_without_transactions, objectives = excluded.objectives,
        linked_providers = excluded.linked_providers
      returning 1 as n`),
  );

  const completionHours = rowsOf<{ n: number }>(
    await db.execute(sql`
      with touched as (
        select distinct c.mission_id, date_trunc('hour', c.completed_at, 'UTC') as hour
        from objective_completion c where c.status = 'completed' and ${changedCompletions}
      )
      insert into mission_completion_hourly as h (mission_id, hour, completions)
      select t.mission_id, t.hour, (
        select count(*)::int from objective_completion c
        where c.mission_id = t.mission_id and c.status = 'completed'
          and c.completed_at >= t.hour and c.completed_at < t.hour + interval '1 hour'
      )
      from touched t
      where exists (select 1 from mission m where m.id = t.mission_id)
      on conflict (mission_id, hour) do update set completions = excluded.completions
      returning 1 as n`),
  );

  // The run's start: changes stamped after it are counted next time.
  await db.execute(sql`
    insert into analytics_roll_up_state (name, counted_until) values (${STATE}, ${now.toISOString()})
    on conflict (name) do update set counted_until = excluded.counted_until`);
  return { cohorts: cohorts.length, completionHours: completionHours.length };
}
