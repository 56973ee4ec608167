import { optionalText, optionalUrl, providerConfig } from "../provider-config";

export const githubConfig = providerConfig({
  env: {
    GITHUB_CLIENT_ID: optionalText(),
    GITHUB_CLIENT_SECRET: optionalText(),
    /** GitHub's site, where OAuth apps authorize and exchange codes (default https://github.com). */
    GITHUB_URL: optionalUrl(),
    /** GitHub's REST API root (default https://api.github.com). */
    GITHUB_API_URL: optionalUrl(),
  },
  apiUrlVar: "GITHUB_API_URL",
  urls: (env, at) => ({
    webUrl: env.GITHUB_URL ?? at.box("/github", "https://github.com"),
    apiUrl: env.GITHUB_API_URL ?? at.box("/github/api", "https://api.github.com"),
    clientId: at.clientId(env.GITHUB_CLIENT_ID),
    clientSecret: at.clientSecret(env.GITHUB_CLIENT_SECRET),
  }),
});
