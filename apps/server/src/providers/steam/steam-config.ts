import { optionalText, optionalUrl, providerConfig } from "../provider-config";

/** The Web API key the Steam fake accepts; never valid anywhere else. */
export const SANDBOX_STEAM_KEY = "sandbox-steam-key";

export const steamConfig = providerConfig({
  env: {
    /** Default https://steamcommunity.com/openid/login. */
    STEAM_OPENID_URL: optionalUrl(),
    /** Steam Web API root (default https://api.steampowered.com). */
    STEAM_API_URL: optionalUrl(),
    STEAM_API_KEY: optionalText(),
  },
  apiUrlVar: "STEAM_API_URL",
  urls: (env, at) => ({
    openIdUrl: env.STEAM_OPENID_URL ?? at.box("/steam/openid/login", "https://steamcommunity.com/openid/login"),
    apiUrl: env.STEAM_API_URL ?? at.box("/steam/api", "https://api.steampowered.com"),
    apiKey: at.inSandbox(env.STEAM_API_KEY, SANDBOX_STEAM_KEY),
  }),
});
