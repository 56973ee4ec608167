import { optionalText, optionalUrl, providerConfig } from "../provider-config";

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
  urls: (env, at) => ({
    authorizeUrl:
      env.DISCORD_AUTHORIZE_URL ?? at.box("/discord/oauth2/authorize", "https://discord.com/oauth2/authorize"),
    apiUrl: env.DISCORD_API_URL ?? at.box("/discord/api", "https://discord.com/api"),
    clientId: at.clientId(env.DISCORD_CLIENT_ID),
    clientSecret: at.clientSecret(env.DISCORD_CLIENT_SECRET),
  }),
});
