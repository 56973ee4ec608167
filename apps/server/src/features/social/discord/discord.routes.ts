import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorizationUrlAnswer, usernameLinkedAnswer } from "@questhq/core/schemas/responses/social";
import { oauthLinkRoutes } from "../link-routes";
import { startDiscordLink } from "./start-discord-link";
import { finishDiscordLink } from "./finish-discord-link";
import { checkDiscordToken } from "./check-discord-token";

// Discord account linking (docs/product/accounts.md#linked-accounts, docs/PARTICIPATION-API.md "Linked accounts").
export const discordRoutes: FastifyPluginAsyncZod = async (app) => {
  oauthLinkRoutes(app, "discord", {
    name: "Discord",
    startSummary: "Start linking a Discord account (OAuth 2 with PKCE)",
    startAnswer: authorizationUrlAnswer,
    linkedAnswer: usernameLinkedAnswer,
    start: startDiscordLink,
    finish: finishDiscordLink,
    check: checkDiscordToken,
  });
};
