import { optionalText, optionalUrl, providerConfig } from "../provider-config";

export const steamConfig = providerConfig({
  env: {
    /** Default https://steamcommunity.com/openid/login. */
    STEAM_OPENID_URL: optionalUrl(),
    /** Steam Web API root (default https://api.steampowered.com). */
    STEAM_API_URL: optionalUrl(),
    STEAM_API_KEY: optionalText(),
  },
  apiUrlVar: "STEAM_API_URL",
  urlDefaults: {
    STEAM_OPENID_URL: ["/steam/openid/login", "https://steamcommunity.com/openid/login"],
    STEAM_API_URL: ["/steam/api", "https://api.steampowered.com"],
  },
  sandboxValues: { STEAM_API_KEY: "sandbox-steam-key" },
  urls: (env) => ({ openIdUrl: env.STEAM_OPENID_URL, apiUrl: env.STEAM_API_URL, apiKey: env.STEAM_API_KEY }),
});
