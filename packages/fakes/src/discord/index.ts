import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { maybeFail, registerFailureControl } from "../control";
import { checkAuthorizeRequest, decisionRedirect, handleTokenRequest } from "../shared/oauth2-server";
import { sendChooser, sendErrorPage } from "../shared/sandbox-page";
import { createDiscordState } from "./state";
import { registerDiscordControl } from "./control-routes";

// Fake of Discord: the OAuth 2 authorize page and token endpoint, GET /api/users/@me and
// GET /api/users/@me/guilds/{guild.id}/member, in Discord's wire format (errors
// { message, code }, 429 { message, retry_after, global } with Retry-After).

/** The title of Discord's page for a bad authorization request. */
const ERROR_TITLE = "Invalid OAuth2 request";

const unauthorized = (reply: FastifyReply) => reply.status(401).send({ message: "401: Unauthorized", code: 0 });

const rateLimited = (reply: FastifyReply) => {
  void reply.header("retry-after", "2").header("x-ratelimit-reset-after", "1.500").header("x-ratelimit-scope", "user");
  return { message: "You are being rate limited.", retry_after: 1.5, global: false };
};

export const discordFake: FastifyPluginAsync<ProviderFakeOptions> = async (app, opts) => {
  const state = createDiscordState();
  registerFailureControl(app, state.sw);
  registerDiscordControl(app, state);

  app.get<{ Querystring: Record<string, string | undefined> }>("/oauth2/authorize", async (req, reply) =>
    sendChooser(
      reply,
      { query: req.query, problem: checkAuthorizeRequest(req.query), errorTitle: ERROR_TITLE },
      () => ({
        title: "Discord | Authorize access to your account",
        heading: "An external application wants to access your Discord account",
        intro: `It asks for: ${req.query.scope ?? "identify"}.`,
        action: `${opts.baseUrl()}/oauth2/authorize`,
        accounts: [...state.users.values()].map((u) => ({
          id: u.id,
          label: u.global_name ?? u.username,
          detail: `@${u.username}`,
        })),
        submitLabel: "Authorize",
        canCancel: true,
      }),
    ),
  );

  app.post<{ Body: Record<string, string | undefined> }>("/oauth2/authorize", async (req, reply) => {
    const form = req.body ?? {};
    const problem = checkAuthorizeRequest(form);
    if (problem) return sendErrorPage(reply, ERROR_TITLE, problem);
    const redirectUri = form.redirect_uri!;
    if (form.decision !== "authorize") {
      return reply.redirect(
        decisionRedirect(redirectUri, {
          error: "access_denied",
          error_description: "The resource owner or authorization server denied the request",
          state: form.state,
        }),
      );
    }
    const user = form.account ? state.users.get(form.account) : undefined;
    if (!user) return sendErrorPage(reply, ERROR_TITLE, "Unknown account.");
    const code = state.oauth.issueCode({
      accountId: user.id,
      redirectUri,
      scope: form.scope ?? "identify",
      challenge: form.code_challenge ?? null,
      challengeMethod: form.code_challenge_method ?? null,
    });
    return reply.redirect(decisionRedirect(redirectUri, { code, state: form.state }));
  });

  app.post("/api/oauth2/token", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    return handleTokenRequest(state.oauth, req, reply, (t) => ({
      access_token: t.access_token,
      token_type: "Bearer",
      expires_in: t.expires_in,
      refresh_token: t.refresh_token,
      scope: t.scope,
    }));
  });

  app.get("/api/users/@me", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    const grant = state.oauth.bearer(req.headers.authorization);
    const user = grant ? state.users.get(grant.accountId) : undefined;
    if (!user) return unauthorized(reply);
    return user;
  });

  app.get<{ Params: { guildId: string } }>("/api/users/@me/guilds/:guildId/member", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    const grant = state.oauth.bearer(req.headers.authorization);
    const user = grant ? state.users.get(grant.accountId) : undefined;
    if (!grant || !user) return unauthorized(reply);
    if (!grant.scope.split(" ").includes("guilds.members.read"))
      return reply.status(403).send({ message: "Missing Access", code: 50001 });
    const member = state.guilds.get(req.params.guildId)?.get(user.id);
    if (!member) return reply.status(404).send({ message: "Unknown Guild", code: 10004 });
    return {
      avatar: null,
      banner: null,
      communication_disabled_until: null,
      flags: 0,
      joined_at: member.joined_at,
      nick: member.nick,
      pending: false,
      premium_since: null,
      roles: member.roles,
      unusual_dm_activity_until: null,
      user,
      mute: false,
      deaf: false,
      bio: "",
    };
  });
};
