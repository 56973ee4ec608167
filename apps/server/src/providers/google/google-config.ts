import { oauthClient, providerConfig } from "../provider-config";

// Google: the account that owns a YouTube channel (OAuth 2), and the YouTube Data API its objectives are read from.
export const googleConfig = providerConfig({
  urls: {
    GOOGLE_AUTHORIZE_URL: ["/google/o/oauth2/v2/auth", "https://accounts.google.com/o/oauth2/v2/auth"],
    GOOGLE_TOKEN_URL: ["/google/token", "https://oauth2.googleapis.com/token"],
    YOUTUBE_API_URL: ["/google/youtube/v3", "https://www.googleapis.com/youtube/v3"],
  },
  apiUrlVar: "YOUTUBE_API_URL",
  sandboxValues: oauthClient("GOOGLE"),
  settings: (env) => ({
    authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    youtubeApiUrl: env.YOUTUBE_API_URL,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  }),
});
