import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../index";

// Fake of twitter: replaced by the provider's real wire-format fake.
export const twitterFake: FastifyPluginAsync<ProviderFakeOptions> = async () => {};
