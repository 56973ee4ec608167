import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../index";

// Fake of steam: replaced by the provider's real wire-format fake.
export const steamFake: FastifyPluginAsync<ProviderFakeOptions> = async () => {};
