import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../index";

// Fake of drand: replaced by the beacon's real wire-format fake.
export const drandFake: FastifyPluginAsync<ProviderFakeOptions> = async () => {};
