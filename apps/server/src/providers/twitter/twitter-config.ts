import { oauthClient, providerConfig } from "../provider-config";

// X: the browser-facing authorize page, and API v2 (which also serves /2/oauth2/token).
export const twitterConfig = providerConfig({
  urls: {
    TWITTER_AUTHORIZE_URL: ["/twitter/i/oauth2/authorize", "https://x.com/i/oauth2/authorize"],
    TWITTER_API_URL: ["/twitter", "https://api.x.com"],
  },
  apiUrlVar: "TWITTER_API_URL",
  sandboxValues: oauthClient("TWITTER"),
  settings: (env) => ({
    authorizeUrl: env.TWITTER_AUTHORIZE_URL,
    apiUrl: env.TWITTER_API_URL,
    clientId: env.TWITTER_CLIENT_ID,
    clientSecret: env.TWITTER_CLIENT_SECRET,
  }),
});
