import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Env } from "../env";

// Provider tokens are sealed at rest with AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" (base64url).
// The key is TOKEN_ENCRYPTION_KEY, or derived from AUTH_SECRET with HKDF in development.

export type TokenSealer = { seal(plain: string): string; open(sealed: string): string };

export function tokenSealer(env: Pick<Env, "TOKEN_ENCRYPTION_KEY" | "AUTH_SECRET">): TokenSealer {
  const key = env.TOKEN_ENCRYPTION_KEY
    ? Buffer.from(env.TOKEN_ENCRYPTION_KEY, "hex")
    : Buffer.from(hkdfSync("sha256", env.AUTH_SECRET, "questhq-token-key", "provider-tokens", 32));
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
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Unreadable sealed token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
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
