import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { createFailureSwitch, maybeFail, registerFailureControl } from "../control";

// Fake drand HTTP relay (quicknet shape: GET /info, /public/latest, /public/{round}). A round is
// published once its time has come; earlier requests get 425 Too Early like the relays. The
// randomness is deterministic (sha256 of the round) — fine for a sandbox, and it lets tests
// recompute it; the BLS signature is a placeholder and not meant to verify.

export const DRAND_FAKE_GENESIS = 1692803367;
export const DRAND_FAKE_PERIOD = 3;

export function fakeDrandRandomness(round: number): string {
  return createHash("sha256").update(`questhq-fake-drand:${round}`).digest("hex");
}

export const drandFake: FastifyPluginAsync<ProviderFakeOptions> = async (app) => {
  const sw = createFailureSwitch();
  registerFailureControl(app, sw);
  const currentRound = () => Math.floor((Date.now() / 1000 - DRAND_FAKE_GENESIS) / DRAND_FAKE_PERIOD) + 1;
  const beacon = (round: number) => ({ round, randomness: fakeDrandRandomness(round), signature: "00".repeat(48) });
  const rateLimited = () => "rate limit exceeded";

  app.get("/info", async (_req, reply) => {
    if (maybeFail(sw, reply, { rateLimited })) return reply;
    return {
      public_key: "00".repeat(96),
      period: DRAND_FAKE_PERIOD,
      genesis_time: DRAND_FAKE_GENESIS,
      hash: "sandbox",
      groupHash: "sandbox",
      schemeID: "bls-unchained-g1-rfc9380",
      metadata: { beaconID: "quicknet" },
    };
  });
  app.get("/public/latest", async (_req, reply) => {
    if (maybeFail(sw, reply, { rateLimited })) return reply;
    return beacon(currentRound());
  });
  app.get<{ Params: { round: string } }>("/public/:round", async (req, reply) => {
    if (maybeFail(sw, reply, { rateLimited })) return reply;
    const round = Number(req.params.round);
    if (!Number.isSafeInteger(round) || round < 1) return reply.status(400).send("invalid round");
    if (round > currentRound()) return reply.status(425).send("Too Early");
    return beacon(round);
  });
};
