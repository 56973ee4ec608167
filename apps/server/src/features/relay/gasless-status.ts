import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { HQ_FORWARDER } from "@questhq/contracts/forwarder";
import {
  GASLESS_MAX_GAS,
  GASLESS_MIN_STAKE_HQ,
  GASLESS_TRANSACTIONS_PER_DAY,
  gaslessDayStart,
  isGaslessStaker,
  type GaslessStatus,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { relayedTransaction } from "../../db/schema/index";
import type { Env } from "../../env";
import { hqAvailable } from "../ledger/index";
import { publicClientFor } from "../chain/index";
import type { Relayer } from "./relayer";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A chain found without the forwarder is asked again after this long (it may be deployed meanwhile). */
const ABSENT_RECHECK_MS = 60_000;

/** Relayed transactions that count against today's budget (sent, or being sent). */
export async function usedToday(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(relayedTransaction)
    .where(
      and(
        eq(relayedTransaction.userId, userId),
        gte(relayedTransaction.createdAt, gaslessDayStart(now)),
        inArray(relayedTransaction.status, ["pending", "sent"]),
      ),
    );
  return Number(row?.n ?? 0);
}

const forwarderSeen = new Map<string, { isThere: boolean; at: number }>();

/** Whether the forwarder is deployed on the chain behind `rpcUrl` (remembered; an absence only for a minute). */
export async function hasForwarder(chainId: number, rpcUrl: string): Promise<boolean> {
  const key = `${chainId}:${rpcUrl}`;
  const seen = forwarderSeen.get(key);
  if (seen && (seen.isThere || Date.now() - seen.at < ABSENT_RECHECK_MS)) return seen.isThere;
  let isThere = false;
  try {
    const code = await publicClientFor(chainId, rpcUrl).getCode({ address: HQ_FORWARDER });
    isThere = code !== undefined && code !== "0x";
  } catch {
    // An unreachable node serves nothing now; asked again in a minute.
  }
  forwarderSeen.set(key, { isThere, at: Date.now() });
  return isThere;
}

/** The chains this server can relay on: an RPC URL, a relayer, and the forwarder deployed there. */
export async function relayChains(env: Pick<Env, "CHAIN_RPC_URLS">, relayer: Relayer | null): Promise<number[]> {
  if (!relayer) return [];
  const entries = Object.entries(env.CHAIN_RPC_URLS ?? {}).map(([id, url]) => [Number(id), url] as const);
  const served = await Promise.all(entries.map(async ([id, url]) => ((await hasForwarder(id, url)) ? id : null)));
  return served.filter((id): id is number => id !== null).sort((a, b) => a - b);
}

/** GET /relay: whether the user is a staker, what is left of today's gasless transactions, and on which chains. */
export async function gaslessStatus(
  db: Db,
  env: Pick<Env, "CHAIN_RPC_URLS">,
  relayer: Relayer | null,
  userId: string,
  now = new Date(),
): Promise<GaslessStatus> {
  const [staked, used, chainIds] = await Promise.all([
    hqAvailable(db, userId),
    usedToday(db, userId, now),
    relayChains(env, relayer),
  ]);
  return {
    is_staker: isGaslessStaker(staked),
    per_day: GASLESS_TRANSACTIONS_PER_DAY,
    used_today: used,
    remaining_today: Math.max(0, GASLESS_TRANSACTIONS_PER_DAY - used),
    min_stake_hq: GASLESS_MIN_STAKE_HQ,
    max_gas: GASLESS_MAX_GAS,
    forwarder: HQ_FORWARDER,
    chain_ids: chainIds,
    renews_at: new Date(gaslessDayStart(now).getTime() + DAY_MS).toISOString(),
  };
}
