import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { createTwitterState } from "./state";
import { registerOAuth } from "./oauth";
import { registerApi } from "./api";
import { registerControl } from "./control";

// Fake of X (Twitter): the OAuth 2 PKCE consent page and token endpoints, the API v2 reads the
// objective verifiers make, and a control API for tests and the sandbox. One world per mount.
export const twitterFake: FastifyPluginAsync<ProviderFakeOptions> = async (app, opts) => {
  const state = createTwitterState();
  registerOAuth(app, state, opts.baseUrl);
  registerApi(app, state);
  registerControl(app, state);
};
