import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorizationUrlAnswer, usernameLinkedAnswer } from "@questhq/core/schemas/responses/social";
import { oauthLinkRoutes } from "../link-routes";
import { startGitHubLink } from "./start-github-link";
import { finishGitHubLink } from "./finish-github-link";
import { checkGitHubToken } from "./check-github-token";

// GitHub account linking (docs/product/accounts.md#linked-accounts, docs/PARTICIPATION-API.md "Linked accounts").
export const githubRoutes: FastifyPluginAsyncZod = async (app) => {
  oauthLinkRoutes(app, "github", {
    name: "GitHub",
    startSummary: "Start linking a GitHub account (OAuth 2 with PKCE)",
    startAnswer: authorizationUrlAnswer,
    linkedAnswer: usernameLinkedAnswer,
    start: startGitHubLink,
    finish: finishGitHubLink,
    check: checkGitHubToken,
  });
};
