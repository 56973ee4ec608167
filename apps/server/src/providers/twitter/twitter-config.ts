import { optionalText, optionalUrl, providerConfig, SANDBOX_CREDENTIALS } from "../provider-config";

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
  urlDefaults: {
    TWITTER_AUTHORIZE_URL: ["/twitter/i/oauth2/authorize", "https://x.com/i/oauth2/authorize"],
    TWITTER_API_URL: ["/twitter", "https://api.x.com"],
  },
  sandboxValues: {
    TWITTER_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
    TWITTER_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
  },
  urls: (env) => ({
    authorizeUrl: env.TWITTER_AUTHORIZE_URL,
    apiUrl: env.TWITTER_API_URL,
    clientId: env.TWITTER_CLIENT_ID,
    clientSecret: env.TWITTER_CLIENT_SECRET,
  }),
});
