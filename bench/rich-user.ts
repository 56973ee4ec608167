// The answers check (check-answers.ts) compares the signed-in rows twice: as the bench measures them, for an account
// just created (whose reads are mostly zeros and empty lists), and again once this gives that account a history, so
// the references are also checked on the values a fresh account never shows: credits and a stake with pending
// deposits, a paid tier (its extra free entries and skip discount), a raffle entry, objective completions (done, failed
// with a message, queued behind another account's verification), Saga credits, boosters and onboarding.
import type { Database } from "../apps/server/src/db/client";

/** Writes the history of the account whose session token this is (on a database seeded as target.ts seeds it). */
export async function giveHistory(database: Database, token: string): Promise<void> {
  const q = database.query;
  const [session] = await q<{ user_id: string }>(`select user_id from session where token = $1`, [token]);
  if (!session) throw new Error("giveHistory: no such session");
  const user = session.user_id;
  const [mission] = await q<{ id: string }>(`select id from mission where slug = 'bench-mission-1'`);
  const objectives = await q<{ id: string }>(
    `insert into objective (mission_id, template, provider, position)
     select $1, 'twitter_follow', 'twitter', g from generate_series(1, 3) g returning id`,
    [mission!.id],
  );
  const [done, failed, queued] = objectives.map((o) => o.id);
  const statements: [string, unknown[]][] = [
    [
      `insert into credit_ledger (user_id, amount, reason, idempotency_key) values ($1, 1234, 'check', 'check:' || $1)`,
      [user],
    ],
    // 2,345.678… $HQ available (two staking free entries), 0.5 locked, and a deposit of 1 $HQ not yet confirmed.
    [
      `insert into hq_stake (user_id, locked, available) values ($1, 500000000000000001, 2345678901234567890123)`,
      [user],
    ],
    [
      `insert into chain_pending (chain_id, tx_hash, log_index, block_number, event, wallet, amount)
       select 31337, '0xcheck', 0, 1, 'Deposited', lower(address), 1000000000000000000
         from wallet_address where user_id = $1 limit 1`,
      [user],
    ],
    [
      `insert into subscription (id, user_id, tier_name, status, kind, current_period_end)
       values ('sub_check', $1, 'Pro', 'active', 'stripe', now() + interval '20 days')`,
      [user],
    ],
    [
      `insert into mission_participant (mission_id, user_id, status, entry_count, paid_entries, wallet_address,
                                        entered_at)
       values ($2, $1, 'Entered', 2, 1, '0x00000000000000000000000000000000000000c1', now() - interval '1 hour')`,
      [user, mission!.id],
    ],
    [
      `insert into objective_completion (mission_id, objective_id, user_id, status, credits_awarded, completed_at,
                                         is_self_attested, created_at)
       values ($2, $3, $1, 'completed', 10, now() - interval '2 hours', true, now() - interval '3 hours')`,
      [user, mission!.id, done],
    ],
    [
      `insert into objective_completion (mission_id, objective_id, user_id, status, next_attempt_at, last_error,
                                         created_at)
       values ($2, $3, $1, 'failed', now() + interval '1 hour', 'The provider did not answer.',
               now() - interval '2 hours')`,
      [user, mission!.id, failed],
    ],
    // Queued behind another account's verification of the same budget: second in line.
    [
      `insert into objective_completion (mission_id, objective_id, user_id, status, next_attempt_at, queue_key,
                                         queued_at, created_at)
       values ($2, $3, 'bench-saga-1', 'pending', now() + interval '90 seconds', 'twitter:check',
               now() - interval '10 minutes', now()),
              ($2, $3, $1, 'pending', now() + interval '330 seconds', 'twitter:check', now() - interval '5 minutes',
               now() - interval '1 hour')`,
      [user, mission!.id, queued],
    ],
    [
      `insert into saga_booster (saga_id, user_id, source, period, hundredths)
       select s.id, $1, b.source, b.period, b.hundredths from saga s,
              (values ('stars', 'w1:s1', 60), ('stars', 'w1:s2', 40), ('membership', 'w1', 9980),
                      ('membership', 'w2', 40), ('staked_nft', 'd1', 100)) b(source, period, hundredths)
        where s.slug = 'bench-saga'`,
      [user],
    ],
    [`insert into social_account (user_id, provider, provider_user_id) values ($1, 'twitter', 'check-' || $1)`, [user]],
    [`insert into saga_onboarding (user_id) values ($1)`, [user]],
  ];
  for (const [text, params] of statements) await q(text, params);
}
