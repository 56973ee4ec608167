import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../index";

// Fake of discord: replaced by the provider's real wire-format fake.
export const discordFake: FastifyPluginAsync<ProviderFakeOptions> = async () => {};
