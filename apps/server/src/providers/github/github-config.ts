import { optionalText, optionalUrl, providerConfig, SANDBOX_CREDENTIALS } from "../provider-config";

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
  urlDefaults: {
    GITHUB_URL: ["/github", "https://github.com"],
    GITHUB_API_URL: ["/github/api", "https://api.github.com"],
  },
  sandboxValues: {
    GITHUB_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
    GITHUB_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
  },
  urls: (env) => ({
    webUrl: env.GITHUB_URL,
    apiUrl: env.GITHUB_API_URL,
    clientId: env.GITHUB_CLIENT_ID,
    clientSecret: env.GITHUB_CLIENT_SECRET,
  }),
});
