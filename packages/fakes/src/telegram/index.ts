import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../index";

// Fake of telegram: replaced by the provider's real wire-format fake.
export const telegramFake: FastifyPluginAsync<ProviderFakeOptions> = async () => {};
