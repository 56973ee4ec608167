import { optionalText, optionalUrl, providerConfig, SANDBOX_CREDENTIALS } from "../provider-config";

export const discordConfig = providerConfig({
  env: {
    DISCORD_CLIENT_ID: optionalText(),
    DISCORD_CLIENT_SECRET: optionalText(),
    /** Default https://discord.com/oauth2/authorize. */
    DISCORD_AUTHORIZE_URL: optionalUrl(),
    /** Default https://discord.com/api (also /oauth2/token). */
    DISCORD_API_URL: optionalUrl(),
  },
  apiUrlVar: "DISCORD_API_URL",
  urlDefaults: {
    DISCORD_AUTHORIZE_URL: ["/discord/oauth2/authorize", "https://discord.com/oauth2/authorize"],
    DISCORD_API_URL: ["/discord/api", "https://discord.com/api"],
  },
  sandboxValues: {
    DISCORD_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
    DISCORD_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
  },
  urls: (env) => ({
    authorizeUrl: env.DISCORD_AUTHORIZE_URL,
    apiUrl: env.DISCORD_API_URL,
    clientId: env.DISCORD_CLIENT_ID,
    clientSecret: env.DISCORD_CLIENT_SECRET,
  }),
});
