import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorizationUrlAnswer, googleLinkedAnswer } from "@questhq/core/schemas/responses/social";
import { oauthLinkRoutes } from "../link-routes";
import { startGoogleLink } from "./start-google-link";
import { finishGoogleLink } from "./finish-google-link";
import { checkGoogleToken } from "./check-google-token";

// Google account linking (docs/product/accounts.md#linked-accounts, docs/PARTICIPATION-API.md "Linked accounts").
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  oauthLinkRoutes(app, "google", {
    name: "Google",
    startSummary: "Start linking a Google account for YouTube (OAuth 2 with PKCE)",
    startAnswer: authorizationUrlAnswer,
    linkedAnswer: googleLinkedAnswer,
    start: startGoogleLink,
    finish: finishGoogleLink,
    check: checkGoogleToken,
  });
};
