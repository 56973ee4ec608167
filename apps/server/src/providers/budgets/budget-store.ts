import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RedisLink } from "../../lib/redis";

// Where the providers' rate-limit budgets are counted, shared by every server process: Redis when it is configured
// and answering, the database otherwise (and while Redis is down — never each process on its own, which would let N
// processes spend N budgets). A call is taken from the budget before it is made; when the budget of the window is
// spent the caller gets the time it frees up and the call is not made, so the provider never has to refuse us.
// After a call the provider's own figures (x-rate-limit-remaining / reset and the like) are observed: the provider
// is the authority on its windows, which start when its first call arrives, a little after ours.

/**
 * A rate limit as a provider documents it: `limit` calls per `windowMs` for one key. A window that the provider
 * resets on the clock (YouTube's daily quota, at midnight Pacific) has `endsAt`: a window opened now ends then.
 */
export type BudgetWindow = { key: string; limit: number; windowMs: number; endsAt?: Date };

export type BudgetTake = { granted: true } | { granted: false; freesAt: Date };

/** What a provider's answer said about the window the call was counted in. */
export type ProviderWindow = { remaining: number; resetAt: Date };

export type BudgetStore = {
  take(window: BudgetWindow): Promise<BudgetTake>;
  observe(window: BudgetWindow, seen: ProviderWindow): Promise<void>;
  /**
   * The provider refused a call and named when to come back: nothing goes until `until`, and a new window opens
   * then. It replaces our window rather than lengthening it — a short back-off (GitHub's secondary limit, a minute)
   * must not hold a user for the rest of an hour-long window.
   */
  hold(window: BudgetWindow, until: Date): Promise<void>;
};

/**
 * Our window starts when we take the first call and the provider's when that call arrives, so without the
 * provider's figures our window would end first and the next call could land in the provider's old one. A small
 * margin covers that until the first answer tells us the provider's reset.
 */
export const windowMarginMs = (windowMs: number) => Math.min(1000, Math.ceil(windowMs * 0.05));

export function databaseBudgetStore(db: Db): BudgetStore {
  return {
    async take({ key, limit, windowMs, endsAt }) {
      const span = `${windowMs + windowMarginMs(windowMs)} milliseconds`;
      const ends = endsAt ? sql`${endsAt.toISOString()}::timestamptz` : sql`now() + ${span}::interval`;
      // One statement: the row lock of ON CONFLICT makes the check and the count one step for every process.
      const rows = await db.execute(sql`
        INSERT INTO provider_budget (key, window_ends_at, used)
        VALUES (${key}, ${ends}, 1)
        ON CONFLICT (key) DO UPDATE SET
          window_ends_at = CASE WHEN provider_budget.window_ends_at <= now()
            THEN excluded.window_ends_at ELSE provider_budget.window_ends_at END,
          used = CASE WHEN provider_budget.window_ends_at <= now() THEN 1 ELSE provider_budget.used + 1 END
        WHERE provider_budget.window_ends_at <= now() OR provider_budget.used < ${limit}
        RETURNING used`);
      if (rowsOf(rows).length > 0) return { granted: true };
      const found = await db.execute(sql`SELECT window_ends_at::text AS ends FROM provider_budget WHERE key = ${key}`);
      const at = rowsOf<{ ends: string }>(found)[0]?.ends;
      return { granted: false, freesAt: at ? new Date(at) : new Date() };
    },
    async observe({ key, limit }, seen) {
      const used = Math.max(0, limit - seen.remaining);
      await db.execute(sql`
        UPDATE provider_budget SET
          used = GREATEST(used, ${used}),
          window_ends_at = GREATEST(window_ends_at, ${seen.resetAt.toISOString()}::timestamptz)
        WHERE key = ${key} AND window_ends_at > now()`);
    },
    async hold({ key, limit }, until) {
      await db.execute(sql`
        INSERT INTO provider_budget (key, window_ends_at, used)
        VALUES (${key}, ${until.toISOString()}::timestamptz, ${limit})
        ON CONFLICT (key) DO UPDATE SET window_ends_at = excluded.window_ends_at, used = excluded.used`);
    },
  };
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

// Redis: the same rule as the SQL above, in one script so that it runs atomically; Redis's own clock decides.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'ends', 'used')
local ends, used = tonumber(state[1]), tonumber(state[2])
if ends == nil or now >= ends then
  local fixed = tonumber(ARGV[3])
  if fixed ~= nil and fixed > now then ends = fixed else ends = now + tonumber(ARGV[2]) end
  used = 0
end
if used >= tonumber(ARGV[1]) then return {0, ends} end
redis.call('HSET', KEYS[1], 'ends', ends, 'used', used + 1)
redis.call('PEXPIREAT', KEYS[1], ends + 60000)
return {1, ends}`;

const OBSERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'ends', 'used')
local ends, used = tonumber(state[1]), tonumber(state[2])
if ends == nil or now >= ends then return 0 end
ends = math.max(ends, tonumber(ARGV[2]))
redis.call('HSET', KEYS[1], 'ends', ends, 'used', math.max(used, tonumber(ARGV[1])))
redis.call('PEXPIREAT', KEYS[1], ends + 60000)
return 1`;

const HOLD = `
redis.call('HSET', KEYS[1], 'ends', ARGV[2], 'used', ARGV[1])
redis.call('PEXPIREAT', KEYS[1], tonumber(ARGV[2]) + 60000)
return 1`;

/** Redis while it answers; the database (shared by every process as well) while it does not. */
export function redisBudgetStore(link: RedisLink, namespace: string, fallback: BudgetStore): BudgetStore {
  const redisKey = (key: string) => `${namespace}budget:${key}`;
  return {
    async take(window) {
      if (link.client.status !== "ready") return fallback.take(window);
      try {
        const span = window.windowMs + windowMarginMs(window.windowMs);
        const fixedEnd = window.endsAt?.getTime() ?? "";
        const [granted, ends] = (await link.client.eval(
          TAKE,
          1,
          redisKey(window.key),
          window.limit,
          span,
          fixedEnd,
        )) as [number, number];
        return granted === 1 ? { granted: true } : { granted: false, freesAt: new Date(ends) };
      } catch {
        return fallback.take(window);
      }
    },
    async observe(window, seen) {
      if (link.client.status !== "ready") return fallback.observe(window, seen);
      const used = Math.max(0, window.limit - seen.remaining);
      try {
        await link.client.eval(OBSERVE, 1, redisKey(window.key), used, seen.resetAt.getTime());
      } catch {
        await fallback.observe(window, seen);
      }
    },
    async hold(window, until) {
      if (link.client.status !== "ready") return fallback.hold(window, until);
      try {
        await link.client.eval(HOLD, 1, redisKey(window.key), window.limit, until.getTime());
      } catch {
        await fallback.hold(window, until);
      }
    },
  };
}
