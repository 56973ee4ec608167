import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { registerFailureControl } from "../control";
import { createSteamState } from "./state";
import { registerSteamOpenId } from "./openid";
import { registerSteamApi } from "./api";
import { registerSteamControl } from "./control-routes";

// Fake of Steam: the OpenID 2.0 provider (/openid/login) and the Web API (/api/...), plus the
// control API (/__control/...).
export const steamFake: FastifyPluginAsync<ProviderFakeOptions> = async (app, opts) => {
  const state = createSteamState();
  registerFailureControl(app, state.sw);
  registerSteamControl(app, state);
  registerSteamOpenId(app, state, opts.baseUrl);
  registerSteamApi(app, state);
};
