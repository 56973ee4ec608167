import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../index";

// Fake of google: replaced by the provider's real wire-format fake.
export const googleFake: FastifyPluginAsync<ProviderFakeOptions> = async () => {};
