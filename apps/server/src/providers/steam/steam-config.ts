import { providerConfig } from "../provider-config";

// Steam: the OpenID 2.0 sign-in page, and the Web API with its key.
export const steamConfig = providerConfig({
  urls: {
    STEAM_OPENID_URL: ["/steam/openid/login", "https://steamcommunity.com/openid/login"],
    STEAM_API_URL: ["/steam/api", "https://api.steampowered.com"],
  },
  apiUrlVar: "STEAM_API_URL",
  sandboxValues: { STEAM_API_KEY: "sandbox-steam-key" },
  settings: (env) => ({ openIdUrl: env.STEAM_OPENID_URL, apiUrl: env.STEAM_API_URL, apiKey: env.STEAM_API_KEY }),
});
