import { oauthClient, providerConfig } from "../provider-config";

// GitHub: an OAuth app on GitHub's site, and its REST API.
export const githubConfig = providerConfig({
  urls: { GITHUB_URL: ["/github", "https://github.com"], GITHUB_API_URL: ["/github/api", "https://api.github.com"] },
  apiUrlVar: "GITHUB_API_URL",
  sandboxValues: oauthClient("GITHUB"),
  settings: (env) => ({
    webUrl: env.GITHUB_URL,
    apiUrl: env.GITHUB_API_URL,
    clientId: env.GITHUB_CLIENT_ID,
    clientSecret: env.GITHUB_CLIENT_SECRET,
  }),
});
