import { optionalText, optionalUrl, providerConfig } from "../provider-config";

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
  urls: (env, at) => ({
    authorizeUrl:
      env.GOOGLE_AUTHORIZE_URL ?? at.box("/google/o/oauth2/v2/auth", "https://accounts.google.com/o/oauth2/v2/auth"),
    tokenUrl: env.GOOGLE_TOKEN_URL ?? at.box("/google/token", "https://oauth2.googleapis.com/token"),
    youtubeApiUrl: env.YOUTUBE_API_URL ?? at.box("/google/youtube/v3", "https://www.googleapis.com/youtube/v3"),
    clientId: at.clientId(env.GOOGLE_CLIENT_ID),
    clientSecret: at.clientSecret(env.GOOGLE_CLIENT_SECRET),
  }),
});
