import { optionalText, optionalUrl, providerConfig, SANDBOX_CREDENTIALS } from "../provider-config";

// Google: the account that owns a YouTube channel; its objectives are read from the YouTube Data API.
export const googleConfig = providerConfig({
  env: {
    GOOGLE_CLIENT_ID: optionalText(),
    GOOGLE_CLIENT_SECRET: optionalText(),
    /** Default https://accounts.google.com/o/oauth2/v2/auth. */
    GOOGLE_AUTHORIZE_URL: optionalUrl(),
    /** Default https://oauth2.googleapis.com/token. */
    GOOGLE_TOKEN_URL: optionalUrl(),
    /** YouTube Data API root (default https://www.googleapis.com/youtube/v3). */
    YOUTUBE_API_URL: optionalUrl(),
  },
  apiUrlVar: "YOUTUBE_API_URL",
  urlDefaults: {
    GOOGLE_AUTHORIZE_URL: ["/google/o/oauth2/v2/auth", "https://accounts.google.com/o/oauth2/v2/auth"],
    GOOGLE_TOKEN_URL: ["/google/token", "https://oauth2.googleapis.com/token"],
    YOUTUBE_API_URL: ["/google/youtube/v3", "https://www.googleapis.com/youtube/v3"],
  },
  sandboxValues: {
    GOOGLE_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
    GOOGLE_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
  },
  urls: (env) => ({
    authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    youtubeApiUrl: env.YOUTUBE_API_URL,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  }),
});
