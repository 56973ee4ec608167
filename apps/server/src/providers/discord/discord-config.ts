import { oauthClient, providerConfig } from "../provider-config";

// Discord: the authorize page, and the API (which also serves /oauth2/token).
export const discordConfig = providerConfig({
  urls: {
    DISCORD_AUTHORIZE_URL: ["/discord/oauth2/authorize", "https://discord.com/oauth2/authorize"],
    DISCORD_API_URL: ["/discord/api", "https://discord.com/api"],
  },
  apiUrlVar: "DISCORD_API_URL",
  sandboxValues: oauthClient("DISCORD"),
  settings: (env) => ({
    authorizeUrl: env.DISCORD_AUTHORIZE_URL,
    apiUrl: env.DISCORD_API_URL,
    clientId: env.DISCORD_CLIENT_ID,
    clientSecret: env.DISCORD_CLIENT_SECRET,
  }),
});
