import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import formbody from "@fastify/formbody";
import { twitterFake } from "./twitter/index";
import { discordFake } from "./discord/index";
import { githubFake } from "./github/index";
import { steamFake } from "./steam/index";
import { googleFake } from "./google/index";
import { telegramFake } from "./telegram/index";
import { drandFake } from "./drand/index";
import { feedsFake } from "./feeds/index";
import { stripeFake } from "./stripe/index";
import { lifiFake } from "./lifi/index";
import { organizerFake } from "./organizer/index";
import type { LifiWorld } from "./lifi/world";
import { explorerFake } from "./explorer/index";
import type { ExplorerChain } from "./explorer/read";

// Every fake under one plugin, with the sandbox explorer of the local chain: the server mounts it at /sandbox in
// development (npm start), tests start it on its own port with startFakeProviders(). Each provider lives under its
// own prefix and answers in that provider's real wire format; /<provider>/__control/* drives it.

export type FakeOptions = {
  /** Public base URL where this plugin is reachable (redirects, OpenID claimed ids); read lazily. */
  baseUrl: () => string;
  /** The app's Stripe webhook endpoint (URL and signing secret): every event of the Stripe fake goes there too. */
  stripeWebhook?: () => { url: string; secret: string } | null;
  /** The chains the LI.FI fake swaps on (the local chain's DemoRouter); tests may post one to /lifi/__control/world. */
  lifiWorld?: () => LifiWorld | null;
  /** The chains the sandbox explorer reads (the local chain); a test may post them to /explorer/__control/chains. */
  explorerChains?: () => ExplorerChain[];
};

export type { ProviderFakeOptions } from "./shared/provider-fake";

export const fakeProviders: FastifyPluginAsync<FakeOptions> = async (app, opts) => {
  await app.register(formbody);
  await app.register(twitterFake, { prefix: "/twitter", baseUrl: () => `${opts.baseUrl()}/twitter` });
  await app.register(discordFake, { prefix: "/discord", baseUrl: () => `${opts.baseUrl()}/discord` });
  await app.register(githubFake, { prefix: "/github", baseUrl: () => `${opts.baseUrl()}/github` });
  await app.register(steamFake, { prefix: "/steam", baseUrl: () => `${opts.baseUrl()}/steam` });
  await app.register(googleFake, { prefix: "/google", baseUrl: () => `${opts.baseUrl()}/google` });
  await app.register(telegramFake, { prefix: "/telegram", baseUrl: () => `${opts.baseUrl()}/telegram` });
  await app.register(drandFake, { prefix: "/drand", baseUrl: () => `${opts.baseUrl()}/drand` });
  await app.register(feedsFake, { prefix: "/feeds", baseUrl: () => `${opts.baseUrl()}/feeds` });
  await app.register(stripeFake, {
    prefix: "/stripe",
    baseUrl: () => `${opts.baseUrl()}/stripe`,
    webhook: opts.stripeWebhook,
  });
  await app.register(lifiFake, {
    prefix: "/lifi",
    baseUrl: () => `${opts.baseUrl()}/lifi`,
    world: opts.lifiWorld,
    explorerBaseUrl: () => `${opts.baseUrl()}/explorer`,
  });
  await app.register(organizerFake, { prefix: "/organizer", baseUrl: () => `${opts.baseUrl()}/organizer` });
  await app.register(explorerFake, {
    prefix: "/explorer",
    baseUrl: () => `${opts.baseUrl()}/explorer`,
    chains: opts.explorerChains,
  });
};

export type RunningFakes = { url: string; app: FastifyInstance; close(): Promise<void> };

/** Starts the fakes on 127.0.0.1 (a free port by default) for tests and benchmarks. */
export async function startFakeProviders(port = 0): Promise<RunningFakes> {
  const app = Fastify({ logger: false });
  // The base URL is only known after listen; plugins read it lazily.
  let url = "";
  await app.register(fakeProviders, { baseUrl: () => url });
  await app.listen({ port, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("fake providers: no port");
  url = `http://127.0.0.1:${address.port}`;
  return { url, app, close: () => app.close() };
}
