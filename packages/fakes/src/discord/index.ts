import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { maybeFail, registerFailureControl } from "../control";
import { checkAuthorizeRequest, decisionRedirect, handleTokenRequest } from "../shared/oauth2-server";
import { sendChooser, sendErrorPage } from "../shared/sandbox-page";
import { createDiscordState, type DiscordState, type DiscordUser, type GuildMember } from "./state";
import { registerDiscordControl } from "./control-routes";
import { ROUTE_LIMITS, type RouteLimit } from "./rate-limits";

// Fake of Discord: the OAuth 2 authorize page and token endpoint, GET /api/users/@me and
// GET /api/users/@me/guilds/{guild.id}/member, in Discord's wire format (errors { message, code },
// 429 { message, retry_after, global, code } with Retry-After, X-RateLimit-* headers on every answer).

/** The title of Discord's page for a bad authorization request. */
const ERROR_TITLE = "Invalid OAuth2 request";

const unauthorized = (reply: FastifyReply) => reply.status(401).send({ message: "401: Unauthorized", code: 0 });

/**
 * Counts the call against its route's rate limit, or answers it with an injected failure (true). Every answer it
 * lets through carries the bucket's headers, errors included, as Discord's do.
 */
function limited(state: DiscordState, limit: RouteLimit, req: FastifyRequest, reply: FastifyReply): boolean {
  const caller = req.headers.authorization;
  if (maybeFail(state.sw, reply, { rateLimited: (r) => state.rateLimits.refuse(r, limit, caller) })) return true;
  state.rateLimits.count(reply, limit, caller);
  return false;
}

/** A user as others see them (the member's `user`): no badges, Nitro, decorations or primary guild. */
const publicUser = (u: DiscordUser) => ({
  id: u.id,
  username: u.username,
  avatar: u.avatar,
  discriminator: u.discriminator,
  public_flags: 0,
  flags: 0,
  banner: null,
  accent_color: null,
  global_name: u.global_name,
  avatar_decoration_data: null,
  collectibles: null,
  primary_guild: null,
});

/** The signed-in user as GET /users/@me shows them; no email or verified, as the product asks no `email` scope. */
const privateUser = (u: DiscordUser) => ({ ...publicUser(u), mfa_enabled: false, locale: "en-US", premium_type: 0 });

/** Discord writes timestamps with microseconds and an explicit offset: 2015-04-26T06:26:56.936000+00:00. */
const discordTime = (iso: string) => iso.replace(/Z$/, "000+00:00");

const memberView = (member: GuildMember, user: DiscordUser) => ({
  avatar: null,
  banner: null,
  communication_disabled_until: null,
  flags: 0,
  joined_at: discordTime(member.joined_at),
  nick: member.nick,
  pending: false,
  premium_since: null,
  roles: member.roles,
  unusual_dm_activity_until: null,
  user: publicUser(user),
  mute: false,
  deaf: false,
  bio: "",
});

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
    if (limited(state, ROUTE_LIMITS.token, req, reply)) return reply;
    return handleTokenRequest(state.oauth, req, reply, (t) => ({
      access_token: t.access_token,
      token_type: "Bearer",
      expires_in: t.expires_in,
      refresh_token: t.refresh_token,
      scope: t.scope,
    }));
  });

  app.get("/api/users/@me", async (req, reply) => {
    if (limited(state, ROUTE_LIMITS.me, req, reply)) return reply;
    const grant = state.oauth.bearer(req.headers.authorization);
    const user = grant ? state.users.get(grant.accountId) : undefined;
    if (!user) return unauthorized(reply);
    return privateUser(user);
  });

  app.get<{ Params: { guildId: string } }>("/api/users/@me/guilds/:guildId/member", async (req, reply) => {
    if (limited(state, ROUTE_LIMITS.member, req, reply)) return reply;
    const grant = state.oauth.bearer(req.headers.authorization);
    const user = grant ? state.users.get(grant.accountId) : undefined;
    if (!grant || !user) return unauthorized(reply);
    if (!grant.scope.split(" ").includes("guilds.members.read"))
      return reply.status(403).send({ message: "Missing Access", code: 50001 });
    const member = state.guilds.get(req.params.guildId)?.get(user.id);
    if (!member) return reply.status(404).send({ message: "Unknown Guild", code: 10004 });
    return memberView(member, user);
  });
};
