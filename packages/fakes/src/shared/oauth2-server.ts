import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// The authorization-server half of OAuth 2 (RFC 6749 + PKCE, RFC 7636) shared by the Discord
// and Google fakes: one-time codes bound to client, redirect URI and code challenge; access
// tokens that expire; refresh tokens that rotate. Each fake wraps it in its own wire format.

/** The only client the fakes accept (the server's sandbox credentials). */
export const SANDBOX_OAUTH_CLIENT = { id: "sandbox-client", secret: "sandbox-secret" };

const CODE_TTL_MS = 5 * 60_000;

type CodeGrant = {
  accountId: string;
  redirectUri: string;
  scope: string;
  challenge: string | null;
  challengeMethod: string | null;
  expiresAt: number;
};

export type AccessGrant = { accountId: string; scope: string; expiresAt: number };
export type IssuedTokens = { access_token: string; refresh_token: string; expires_in: number; scope: string };
export type TokenError = { status: 400 | 401; error: string; error_description: string };

const token = (prefix: string) => `${prefix}${randomBytes(24).toString("base64url")}`;

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createOAuthStore(opts: {
  accessTtlSeconds: number;
  prefix: string;
  /** Discord rotates refresh tokens on use; Google keeps the same one. */
  rotateRefresh: boolean;
}) {
  const codes = new Map<string, CodeGrant>();
  const access = new Map<string, AccessGrant>();
  const refresh = new Map<string, { accountId: string; scope: string }>();

  function issue(accountId: string, scope: string, keepRefresh?: string): IssuedTokens {
    const access_token = token(`${opts.prefix}at_`);
    const refresh_token = keepRefresh ?? token(`${opts.prefix}rt_`);
    access.set(access_token, { accountId, scope, expiresAt: Date.now() + opts.accessTtlSeconds * 1000 });
    refresh.set(refresh_token, { accountId, scope });
    return { access_token, refresh_token, expires_in: opts.accessTtlSeconds, scope };
  }

  return {
    reset() {
      codes.clear();
      access.clear();
      refresh.clear();
    },
    issueCode(grant: Omit<CodeGrant, "expiresAt">): string {
      const code = token("");
      codes.set(code, { ...grant, expiresAt: Date.now() + CODE_TTL_MS });
      return code;
    },
    /** grant_type=authorization_code: one use, same redirect URI, PKCE verifier matching the challenge. */
    exchangeCode(form: Record<string, string | undefined>): (IssuedTokens & { accountId: string }) | TokenError {
      const code = form.code ?? "";
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expiresAt < Date.now())
        return { status: 400, error: "invalid_grant", error_description: 'Invalid "code" in request.' };
      if (form.redirect_uri !== grant.redirectUri)
        return { status: 400, error: "invalid_grant", error_description: 'Invalid "redirect_uri" in request.' };
      if (grant.challenge) {
        const verifier = form.code_verifier ?? "";
        const computed =
          grant.challengeMethod === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
        if (!safeEqual(computed, grant.challenge))
          return { status: 400, error: "invalid_grant", error_description: "Invalid code verifier." };
      }
      return { ...issue(grant.accountId, grant.scope), accountId: grant.accountId };
    },
    /** grant_type=refresh_token: a new access token (and, when rotating, the old refresh token is spent). */
    refresh(form: Record<string, string | undefined>): (IssuedTokens & { accountId: string }) | TokenError {
      const old = form.refresh_token ?? "";
      const grant = refresh.get(old);
      if (!grant)
        return { status: 400, error: "invalid_grant", error_description: "Token has been expired or revoked." };
      if (opts.rotateRefresh) refresh.delete(old);
      return {
        ...issue(grant.accountId, grant.scope, opts.rotateRefresh ? undefined : old),
        accountId: grant.accountId,
      };
    },
    /** The live grant behind an Authorization: Bearer header, or null (missing, unknown, expired). */
    bearer(header: string | undefined): AccessGrant | null {
      const value = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const grant = value ? access.get(value) : undefined;
      return grant && grant.expiresAt > Date.now() ? grant : null;
    },
    /**
     * Control: tokens issued before a restart of this in-memory world are known again (the server
     * kept them), so a sandbox link outlives the restart as a real one does.
     */
    restore(grant: {
      accountId: string;
      scope: string;
      accessToken: string;
      refreshToken?: string;
      expiresAt: number;
    }): void {
      access.set(grant.accessToken, { accountId: grant.accountId, scope: grant.scope, expiresAt: grant.expiresAt });
      if (grant.refreshToken) refresh.set(grant.refreshToken, { accountId: grant.accountId, scope: grant.scope });
    },
    /** Control: every access token (of one account) expires now; refresh tokens still work. */
    expireAccess(accountId?: string): number {
      let n = 0;
      for (const g of access.values()) {
        if (!accountId || g.accountId === accountId) {
          g.expiresAt = 0;
          n++;
        }
      }
      return n;
    },
    /** Control: access and refresh tokens (of one account) are revoked. */
    revokeAll(accountId?: string): void {
      for (const [k, g] of access) if (!accountId || g.accountId === accountId) access.delete(k);
      for (const [k, g] of refresh) if (!accountId || g.accountId === accountId) refresh.delete(k);
    },
  };
}

export type OAuthStore = ReturnType<typeof createOAuthStore>;

type RestoreBody = {
  account_id?: string;
  access_token?: string;
  refresh_token?: string;
  scope?: string;
  expires_at?: number;
};

/** Control route of both fakes: tokens issued before a restart (the server kept them) work again. */
export function registerTokenRestore(
  app: FastifyInstance,
  store: OAuthStore,
  isKnownAccount: (id: string) => boolean,
): void {
  app.post<{ Body: RestoreBody | undefined }>("/__control/tokens/restore", async (req, reply) => {
    const b = req.body ?? {};
    if (!b.account_id || !b.access_token || !isKnownAccount(b.account_id)) {
      return reply.status(400).send({ error: "a known account_id and an access_token are required" });
    }
    store.restore({
      accountId: b.account_id,
      scope: b.scope ?? "",
      accessToken: b.access_token,
      refreshToken: b.refresh_token,
      expiresAt: b.expires_at ?? Date.now() + 3_600_000,
    });
    return { ok: true };
  });
}

/** Client authentication of a token request: HTTP Basic (what arctic sends) or form fields. */
export function isSandboxClient(req: FastifyRequest, form: Record<string, string | undefined>): boolean {
  const basic = req.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
  let id = form.client_id;
  let secret = form.client_secret;
  if (basic) {
    const decoded = Buffer.from(basic, "base64").toString("utf8");
    const at = decoded.indexOf(":");
    id = decodeURIComponent(decoded.slice(0, at));
    secret = decodeURIComponent(decoded.slice(at + 1));
  }
  return id === SANDBOX_OAUTH_CLIENT.id && secret === SANDBOX_OAUTH_CLIENT.secret;
}

/**
 * The token endpoint both fakes share: form body, client authentication, the two grants.
 * `shape` turns issued tokens into the provider's JSON (Google adds an id_token).
 */
export function handleTokenRequest(
  store: OAuthStore,
  req: FastifyRequest,
  reply: FastifyReply,
  shape: (
    tokens: IssuedTokens & { accountId: string },
    grantType: "authorization_code" | "refresh_token",
  ) => Record<string, unknown>,
) {
  const form = (req.body ?? {}) as Record<string, string | undefined>;
  if (!isSandboxClient(req, form))
    return reply.status(401).send({ error: "invalid_client", error_description: "Unauthorized client." });
  const result =
    form.grant_type === "authorization_code"
      ? store.exchangeCode(form)
      : form.grant_type === "refresh_token"
        ? store.refresh(form)
        : ({
            status: 400,
            error: "unsupported_grant_type",
            error_description: `Unsupported grant type: ${form.grant_type ?? "(none)"}`,
          } as const);
  if ("error" in result)
    return reply.status(result.status).send({ error: result.error, error_description: result.error_description });
  return reply
    .header("cache-control", "no-store")
    .send(shape(result, form.grant_type === "refresh_token" ? "refresh_token" : "authorization_code"));
}

/** Query parameters of an authorization request, checked like the real servers check them. */
export function checkAuthorizeRequest(query: Record<string, string | undefined>): string | null {
  if (query.client_id !== SANDBOX_OAUTH_CLIENT.id) return "Unknown client_id.";
  if (query.response_type !== "code") return "Unsupported response_type.";
  if (!query.redirect_uri || !/^https?:\/\//.test(query.redirect_uri)) return "Invalid redirect_uri.";
  if (query.code_challenge && query.code_challenge_method !== "S256" && query.code_challenge_method !== "plain")
    return "Invalid code_challenge_method.";
  return null;
}

/** Where the browser goes after the user decides: redirect_uri with code (or error) and state. */
export function decisionRedirect(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}
