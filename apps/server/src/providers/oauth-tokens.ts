import {
  ArcticFetchError,
  OAuth2RequestError,
  type OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "arctic";
import { z } from "zod";
import { parseShape } from "./http";
import { ProviderAuthError, ProviderUnavailableError } from "./provider-errors";

// arctic's token calls, in the engine's error model: an OAuth error answer (invalid_grant,
// invalid_client) means the grant is refused → ProviderAuthError; no answer, 429 or 5xx →
// ProviderUnavailableError; an answer without an access token → malformed. Shared by the
// OAuth 2 providers of this folder's family (Discord, Google).

const TOKEN_TIMEOUT_MS = 10_000;

const tokenShape = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().positive().optional(),
  scope: z.string().optional(),
  id_token: z.string().optional(),
});

/** What a refresh_token grant (or a first token call) gives back, in our names. */
export type RefreshedTokens = {
  accessToken: string;
  refreshToken?: string | null;
  expiresAt?: Date | null;
  scope?: string | null;
};

export type ProviderTokens = RefreshedTokens & { idToken: string | null };

export async function callTokenEndpoint(provider: string, call: () => Promise<OAuth2Tokens>): Promise<ProviderTokens> {
  let tokens: OAuth2Tokens;
  let timer: NodeJS.Timeout | undefined;
  try {
    // arctic's fetch has no timeout of its own.
    tokens = await Promise.race([
      call(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProviderUnavailableError(provider, "down", null, "token endpoint timed out")),
          TOKEN_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (err) {
    if (err instanceof OAuth2RequestError)
      throw new ProviderAuthError(provider, `${err.code}${err.description ? `: ${err.description}` : ""}`);
    if (err instanceof UnexpectedResponseError || err instanceof UnexpectedErrorResponseBodyError) {
      const reason = err.status === 429 ? "rate_limited" : err.status >= 500 ? "down" : "malformed";
      throw new ProviderUnavailableError(provider, reason, null, `token endpoint answered HTTP ${err.status}`);
    }
    if (err instanceof ArcticFetchError)
      throw new ProviderUnavailableError(provider, "down", null, "token endpoint unreachable");
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const data = parseShape(provider, tokenShape, tokens.data, "token answer");
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token ?? null,
    expiresAt: data.expires_in ? new Date(Date.now() + data.expires_in * 1000) : null,
    scope: data.scope ?? null,
    idToken: data.id_token ?? null,
  };
}
