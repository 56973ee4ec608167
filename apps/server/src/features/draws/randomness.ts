import { createPublicClient, http } from "viem";
import { z } from "zod";
import { AppError } from "@questhq/core";
import type { Env } from "../../env";
import type { MissionDraw } from "../../db/schema/index";
import { providerUrls } from "../../providers/config";
import { providerFetch, parseShape } from "../../providers/http";
import { ProviderUnavailableError } from "../../providers/provider-errors";

// Where a draw's seed comes from, fixed before entries close:
// - commit: a random server seed whose sha256 is published at publish time (missions/ensure-draw.ts); revealed at
//   the draw.
// - drand: the first beacon round after entries close (a rule fixed in advance; nobody knows the
//   round's randomness before it is published).
// - block: the hash of a block 3 blocks after the one current when entries close, on the
//   mission's chain.

export const NOT_YET_MESSAGE = "The randomness for this draw is not published yet. Try again in a few seconds.";

/** drand round at a moment: round 1 is at genesis. */
export function drandRoundAt(env: Pick<Env, "DRAND_GENESIS" | "DRAND_PERIOD_SECONDS">, at: Date): number {
  return Math.floor((at.getTime() / 1000 - env.DRAND_GENESIS) / env.DRAND_PERIOD_SECONDS) + 1;
}

/** What fixing a draw's seed source needs of the environment (the demo seed passes just these). */
export type SeedSourceEnv = Pick<Env, "DRAW_RANDOMNESS" | "DRAND_GENESIS" | "DRAND_PERIOD_SECONDS" | "CHAIN_RPC_URLS">;

function rpcClient(env: Pick<Env, "CHAIN_RPC_URLS">, chainId: number) {
  const url = env.CHAIN_RPC_URLS?.[chainId];
  if (!url)
    throw new AppError("conflict", `No RPC is configured for chain ${chainId}; block-hash randomness needs one.`);
  return createPublicClient({ transport: http(url, { timeout: 10_000 }) });
}

/** Called when entries are frozen: picks the future beacon round or block. */
export async function targetRound(
  env: SeedSourceEnv,
  source: MissionDraw["seedSource"],
  chainId: number,
  frozenAt: Date,
): Promise<number | null> {
  if (source === "drand") return drandRoundAt(env, frozenAt) + 1;
  if (source === "block") return Number(await rpcClient(env, chainId).getBlockNumber()) + 3;
  return null;
}

const drandRound = z.object({ round: z.number(), randomness: z.string().regex(/^[0-9a-f]{64}$/) });

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The seed of a frozen draw; throws 409 NOT_YET_MESSAGE while the round/block is in the future. */
export async function resolveSeed(env: Env, draw: MissionDraw, chainId: number): Promise<string> {
  if (draw.seedSource === "commit") return draw.serverSeed;
  if (draw.beaconRound === null) throw new AppError("conflict", "The draw has no target round.");
  if (draw.seedSource === "drand") {
    const base = providerUrls(env).drand.url;
    if (!base) throw new AppError("conflict", "DRAND_URL is not configured.");
    try {
      // As text: relays answer a future round with 425 and a plain-text body, which is "not yet", not a bad answer.
      const res = await providerFetch<string>("drand", `${base}/public/${draw.beaconRound}`, { expect: "text" });
      if (res.status === 404 || res.status === 425) throw new AppError("conflict", NOT_YET_MESSAGE);
      const body = parseShape("drand", drandRound, jsonOrNull(res.body), "beacon round");
      if (body.round !== draw.beaconRound)
        throw new ProviderUnavailableError("drand", "malformed", null, "wrong round");
      return body.randomness;
    } catch (err) {
      if (err instanceof ProviderUnavailableError)
        throw new AppError(
          "bad_gateway",
          `The randomness beacon could not be reached (${err.reason}). Try again shortly.`,
        );
      throw err;
    }
  }
  try {
    const block = await rpcClient(env, chainId).getBlock({ blockNumber: BigInt(draw.beaconRound) });
    return block.hash;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("conflict", NOT_YET_MESSAGE);
  }
}
