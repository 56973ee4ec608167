import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Env } from "../env";

// Provider tokens and signing secrets are sealed at rest with AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" (base64url).
// The key is TOKEN_ENCRYPTION_KEY (required in production), or derived from AUTH_SECRET with HKDF in development.
// Opening also tries the key it replaced (TOKEN_ENCRYPTION_KEY_PREVIOUS) and the AUTH_SECRET-derived key a server
// used before it had TOKEN_ENCRYPTION_KEY, so a rotation never makes a stored token unreadable while
// `npm run rotate-token-key` re-seals everything with the current key (docs/self-hosting.md#rotating-secrets).

export type TokenSealer = {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether `sealed` opens with the current key (false: an older key, and `rotate-token-key` has work to do). */
  isCurrent(sealed: string): boolean;
};

type KeySettings = Pick<Env, "TOKEN_ENCRYPTION_KEY" | "TOKEN_ENCRYPTION_KEY_PREVIOUS" | "AUTH_SECRET">;

const derivedKey = (authSecret: string) =>
  Buffer.from(hkdfSync("sha256", authSecret, "questhq-token-key", "provider-tokens", 32));

/** The current key first, then the older ones that may still have sealed something. */
function keysOf(env: KeySettings): Buffer[] {
  const keys = env.TOKEN_ENCRYPTION_KEY
    ? [Buffer.from(env.TOKEN_ENCRYPTION_KEY, "hex")]
    : [derivedKey(env.AUTH_SECRET)];
  if (env.TOKEN_ENCRYPTION_KEY_PREVIOUS) keys.push(Buffer.from(env.TOKEN_ENCRYPTION_KEY_PREVIOUS, "hex"));
  if (env.TOKEN_ENCRYPTION_KEY) keys.push(derivedKey(env.AUTH_SECRET));
  return keys;
}

function openWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Unreadable sealed token");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export function tokenSealer(env: KeySettings): TokenSealer {
  const [key, ...older] = keysOf(env) as [Buffer, ...Buffer[]];
  const opensWithCurrent = (sealed: string) => {
    try {
      return { ok: true as const, plain: openWith(key, sealed) };
    } catch (error) {
      return { ok: false as const, error };
    }
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [
        "v1",
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        data.toString("base64url"),
      ].join(".");
    },
    open(sealed) {
      const current = opensWithCurrent(sealed);
      if (current.ok) return current.plain;
      for (const olderKey of older) {
        try {
          return openWith(olderKey, sealed);
        } catch {
          // Not this one either.
        }
      }
      throw current.error;
    },
    isCurrent: (sealed) => opensWithCurrent(sealed).ok,
  };
}

/** Tokens are refreshed a minute early, so none expires on its way to the provider. */
const REFRESH_MARGIN_MS = 60_000;

/** Whether a stored access token expiring at `expiresAt` must be refreshed before use. */
export const tokenNeedsRefresh = (expiresAt: Date | null) =>
  expiresAt !== null && expiresAt.getTime() - REFRESH_MARGIN_MS <= Date.now();

/** The sealed token columns after a refresh; a provider that sends no new refresh token keeps the stored one. */
export function sealRefreshedTokens(
  sealer: TokenSealer,
  fresh: { accessToken: string; refreshToken?: string | null; expiresAt?: Date | null },
  storedRefreshTokenEnc: string | null,
) {
  return {
    accessTokenEnc: sealer.seal(fresh.accessToken),
    refreshTokenEnc: fresh.refreshToken ? sealer.seal(fresh.refreshToken) : storedRefreshTokenEnc,
    tokenExpiresAt: fresh.expiresAt ?? null,
  };
}
