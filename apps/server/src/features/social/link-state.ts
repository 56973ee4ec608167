import { and, eq, gt, lt } from "drizzle-orm";
import { generateState } from "arctic";
import { AppError, type ErrorCode, linkedAccountProvider } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { oauthState, type SocialProvider } from "../../db/schema/index";
import { ProviderAuthError, ProviderUnavailableError } from "../../providers/provider-errors";

// One linking round trip (every provider but X, whose kit keeps its own): a single-use state bound to the
// signed-in user, holding the PKCE verifier and where the web app goes afterwards. The state
// comes back through the provider; only the user who started the attempt can finish it.

const STATE_TTL_MS = 10 * 60_000;

export const LINK_EXPIRED_MESSAGE = "This connection attempt has expired or was already used. Please connect again.";
export const BAD_REDIRECT_MESSAGE = "redirect_uri must be a page of this site.";

/** The provider's page sends the user back to the web app's /connect/<provider>/callback page. */
export const connectCallbackUrl = (env: Env, provider: SocialProvider) =>
  `${env.PUBLIC_URL}/connect/${provider}/callback`;

/** A same-site redirect target as a path (absolute URLs of our own origin are reduced to their path). */
export function sameSiteRedirect(env: Env, raw: string | undefined): string {
  if (!raw) return "/";
  const own = new URL(env.PUBLIC_URL).origin;
  let url: URL;
  try {
    url = new URL(raw, own);
  } catch {
    throw new AppError("validation_failed", BAD_REDIRECT_MESSAGE, { redirect_uri: [BAD_REDIRECT_MESSAGE] });
  }
  // "//evil.example" and "/\evil.example" resolve to another origin and are refused here.
  if (url.origin !== own || !/^(https?:\/\/|\/(?![/\\]))/.test(raw)) {
    throw new AppError("validation_failed", BAD_REDIRECT_MESSAGE, { redirect_uri: [BAD_REDIRECT_MESSAGE] });
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function startLinkState(
  db: Db,
  input: { userId: string; provider: SocialProvider; redirectUri: string; codeVerifier?: string | null },
): Promise<string> {
  const state = generateState();
  const now = new Date();
  // Abandoned attempts are swept on the way.
  await db.delete(oauthState).where(lt(oauthState.expiresAt, now));
  await db.insert(oauthState).values({
    state,
    userId: input.userId,
    provider: input.provider,
    codeVerifier: input.codeVerifier ?? null,
    redirectUri: input.redirectUri,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return state;
}

/** Spends the state (one use); unknown, expired, or another user's or provider's → 400. */
export async function consumeLinkState(
  db: Db,
  input: { state: string | undefined; userId: string; provider: SocialProvider },
) {
  if (!input.state) throw new AppError("bad_request", LINK_EXPIRED_MESSAGE);
  const [row] = await db
    .delete(oauthState)
    .where(
      and(
        eq(oauthState.state, input.state),
        eq(oauthState.userId, input.userId),
        eq(oauthState.provider, input.provider),
        gt(oauthState.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new AppError("bad_request", LINK_EXPIRED_MESSAGE);
  return { codeVerifier: row.codeVerifier, redirectUri: row.redirectUri };
}

const nameOf = (provider: SocialProvider) => linkedAccountProvider(provider).name;

export const providerUnreachableMessage = (provider: SocialProvider) =>
  `${nameOf(provider)} could not be reached. Please try again in a moment.`;
export const providerRefusedMessage = (provider: SocialProvider) =>
  `${nameOf(provider)} did not accept this sign-in. Please connect again.`;
export const claimedMessage = (provider: SocialProvider) =>
  `This ${nameOf(provider)} account is already connected to another user.`;

/**
 * The claimed-account answer for saveLink (Discord's has its own code and wording:
 * docs/product/errors.md#linked-accounts).
 */
export const claimedError = (
  provider: SocialProvider,
  code: ErrorCode = "conflict",
  message = claimedMessage(provider),
) => ({ code, message });

/**
 * Provider failures during linking become answers the connect page can show: the user is
 * there, so nothing is retried in the background.
 */
export async function duringLink<T>(provider: SocialProvider, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof ProviderAuthError) throw new AppError("bad_request", providerRefusedMessage(provider));
    if (err instanceof ProviderUnavailableError)
      throw new AppError("bad_gateway", providerUnreachableMessage(provider));
    throw err;
  }
}

/** A label a provider may fail to give (a YouTube handle, a Steam persona name): an outage must not fail the link. */
export function labelUnlessUnavailable<T>(label: Promise<T>): Promise<T | null> {
  return label.catch((err: unknown) => {
    if (err instanceof ProviderUnavailableError) return null;
    throw err;
  });
}
