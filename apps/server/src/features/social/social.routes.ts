import type { FastifyPluginAsync } from "fastify";
import { twitterRoutes } from "./twitter/twitter.routes";
import { discordRoutes } from "./discord/discord.routes";
import { steamRoutes } from "./steam/steam.routes";
import { telegramRoutes } from "./telegram/telegram.routes";
import { googleRoutes } from "./google/google.routes";

// Linking social accounts (spec §7 "Accounts and social links"); one folder per provider.
export const socialRoutes: FastifyPluginAsync = async (app) => {
  await app.register(twitterRoutes);
  await app.register(discordRoutes);
  await app.register(steamRoutes);
  await app.register(telegramRoutes);
  await app.register(googleRoutes);
};
