import { optionalText, optionalUrl, providerConfig } from "../provider-config";

export const twitterConfig = providerConfig({
  env: {
    TWITTER_CLIENT_ID: optionalText(),
    TWITTER_CLIENT_SECRET: optionalText(),
    /** Browser-facing authorize page (default https://x.com/i/oauth2/authorize). */
    TWITTER_AUTHORIZE_URL: optionalUrl(),
    /** API v2 root, also serving /2/oauth2/token (default https://api.x.com). */
    TWITTER_API_URL: optionalUrl(),
  },
  apiUrlVar: "TWITTER_API_URL",
  urls: (env, at) => ({
    authorizeUrl:
      env.TWITTER_AUTHORIZE_URL ?? at.box("/twitter/i/oauth2/authorize", "https://x.com/i/oauth2/authorize"),
    apiUrl: env.TWITTER_API_URL ?? at.box("/twitter", "https://api.x.com"),
    clientId: at.clientId(env.TWITTER_CLIENT_ID),
    clientSecret: at.clientSecret(env.TWITTER_CLIENT_SECRET),
  }),
});
