import { createHmac } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { maybeFail, registerFailureControl } from "../control";
import {
  checkAuthorizeRequest,
  decisionRedirect,
  handleTokenRequest,
  SANDBOX_OAUTH_CLIENT,
} from "../shared/oauth2-server";
import { sendChooser, sendErrorPage } from "../shared/sandbox-page";
import { createGoogleState, type GoogleAccount, type GoogleState } from "./state";
import { googleRateLimited, registerYouTubeApi } from "./youtube";
import { registerGoogleControl } from "./control-routes";

// Fake of Google sign-in (OAuth 2 with PKCE: /o/oauth2/v2/auth, /token, /oauth2/v3/userinfo)
// and the parts of the YouTube Data API v3 the verifiers use (/youtube/v3/...).

/** The title of Google's page for a bad authorization request. */
const ERROR_TITLE = "Error 400: invalid_request";

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An OpenID Connect id_token with Google's claims (HS256 with the fake's own key). */
function idToken(state: GoogleState, account: GoogleAccount): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url({ alg: "HS256", kid: "sandbox", typ: "JWT" });
  const payload = b64url({
    iss: "https://accounts.google.com",
    azp: SANDBOX_OAUTH_CLIENT.id,
    aud: SANDBOX_OAUTH_CLIENT.id,
    sub: account.sub,
    name: account.name,
    given_name: account.given_name,
    picture: account.picture,
    iat: now,
    exp: now + 3600,
  });
  const sig = createHmac("sha256", state.idTokenKey).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${sig}`;
}

export const googleFake: FastifyPluginAsync<ProviderFakeOptions> = async (app, opts) => {
  const state = createGoogleState();
  registerFailureControl(app, state.sw);
  registerGoogleControl(app, state);
  registerYouTubeApi(app, state);

  app.get<{ Querystring: Record<string, string | undefined> }>("/o/oauth2/v2/auth", async (req, reply) => {
    const problem = checkAuthorizeRequest(req.query) ?? (req.query.scope ? null : "Missing required parameter: scope");
    return sendChooser(reply, { query: req.query, problem, errorTitle: ERROR_TITLE }, () => ({
      title: "Sign in - Google Accounts",
      heading: "Choose an account",
      intro: `to continue. The app asks for: ${req.query.scope}.`,
      action: `${opts.baseUrl()}/o/oauth2/v2/auth`,
      accounts: [...state.accounts.values()].map((a) => ({
        id: a.sub,
        label: a.name,
        detail: state.channels.get(a.channelId)?.handle,
      })),
      submitLabel: "Allow",
      canCancel: true,
    }));
  });

  app.post<{ Body: Record<string, string | undefined> }>("/o/oauth2/v2/auth", async (req, reply) => {
    const form = req.body ?? {};
    const problem = checkAuthorizeRequest(form);
    if (problem) return sendErrorPage(reply, ERROR_TITLE, problem);
    if (form.decision !== "authorize")
      return reply.redirect(decisionRedirect(form.redirect_uri!, { error: "access_denied", state: form.state }));
    const account = form.account ? state.accounts.get(form.account) : undefined;
    if (!account) return sendErrorPage(reply, ERROR_TITLE, "Unknown account.");
    const scope = form.scope ?? "";
    const code = state.oauth.issueCode({
      accountId: account.sub,
      redirectUri: form.redirect_uri!,
      scope,
      challenge: form.code_challenge ?? null,
      challengeMethod: form.code_challenge_method ?? null,
    });
    return reply.redirect(
      decisionRedirect(form.redirect_uri!, { state: form.state, code, scope, authuser: "0", prompt: "consent" }),
    );
  });

  app.post("/token", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited: googleRateLimited })) return reply;
    return handleTokenRequest(state.oauth, req, reply, (t, grantType) => {
      const account = state.accounts.get(t.accountId);
      const hasOpenId = t.scope.split(" ").includes("openid");
      return {
        access_token: t.access_token,
        expires_in: t.expires_in,
        // Google sends a refresh token with the code exchange only, and keeps it.
        ...(grantType === "authorization_code" ? { refresh_token: t.refresh_token } : {}),
        scope: t.scope,
        token_type: "Bearer",
        ...(hasOpenId && account ? { id_token: idToken(state, account) } : {}),
      };
    });
  });

  app.get("/oauth2/v3/userinfo", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited: googleRateLimited })) return reply;
    const grant = state.oauth.bearer(req.headers.authorization);
    const account = grant ? state.accounts.get(grant.accountId) : undefined;
    if (!account) {
      void reply.header("www-authenticate", 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return reply.status(401).send({ error: "invalid_request", error_description: "Invalid Credentials" });
    }
    return { sub: account.sub, name: account.name, given_name: account.given_name, picture: account.picture };
  });
};
