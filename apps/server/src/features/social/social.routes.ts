import type { FastifyPluginAsync } from "fastify";
import { twitterRoutes } from "./twitter/twitter.routes";
import { discordRoutes } from "./discord/discord.routes";
import { steamRoutes } from "./steam/steam.routes";
import { telegramRoutes } from "./telegram/telegram.routes";
import { googleRoutes } from "./google/google.routes";
import { githubRoutes } from "./github/github.routes";

// Linking social accounts (docs/product/accounts.md#linked-accounts); one folder per provider.
export const socialRoutes: FastifyPluginAsync = async (app) => {
  await app.register(twitterRoutes);
  await app.register(discordRoutes);
  await app.register(steamRoutes);
  await app.register(telegramRoutes);
  await app.register(googleRoutes);
  await app.register(githubRoutes);
};
