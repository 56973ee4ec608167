import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { registerApi } from "./api";
import { registerGitHubControl } from "./control";
import { registerOAuth } from "./oauth";
import { registerPages } from "./pages";
import { createGitHubState } from "./state";
import type { GitHubUrls } from "./wire";

// Fake of GitHub: an OAuth app's web flow, the REST API's user, starring and following calls in GitHub's wire
// format, and the pages where a sandbox account stars a repository or follows someone. Mounted at <base>, it stands
// for https://github.com there and for https://api.github.com at <base>/api, so a client sets both base URLs.
export const githubFake: FastifyPluginAsync<ProviderFakeOptions> = async (app, opts) => {
  const state = createGitHubState();
  const urls = (): GitHubUrls => ({ web: opts.baseUrl(), api: `${opts.baseUrl()}/api` });
  registerGitHubControl(app, state);
  registerOAuth(app, state, urls);
  await registerApi(app, state, urls);
  registerPages(app, state, urls);
};
