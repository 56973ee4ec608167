import { eq, sql } from "drizzle-orm";
import { API_KEY_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { apiKey } from "../../db/schema/index";
import type { ApiKeyActor } from "../../lib/actor";
import { hashApiKey, looksLikeApiKey } from "./api-key-secret";

// Every key-authenticated request reads its key here, by the hash's unique index: a revoked key fails on its very
// next request, on every process (no cache to wait out).

export type KeyCheck = { actor: ApiKeyActor } | { refusal: string };

/** last_used_at moves at most once a minute per key and process: a busy key would otherwise write on every call. */
const LAST_USED_EVERY_MS = 60_000;
const lastWritten = new Map<string, number>();

export async function authenticateApiKey(db: Db, token: string, now = new Date()): Promise<KeyCheck> {
  if (!looksLikeApiKey(token)) return { refusal: API_KEY_MESSAGES.invalid };
  const byHash = prepared(db, "api_key_by_hash", (d, name) =>
    d
      .select({
        id: apiKey.id,
        organizationId: apiKey.organizationId,
        scopes: apiKey.scopes,
        expiresAt: apiKey.expiresAt,
        revokedAt: apiKey.revokedAt,
        ownerUserId: apiKey.createdByUserId,
      })
      .from(apiKey)
      .where(eq(apiKey.hash, sql.placeholder("hash")))
      .prepare(name),
  );
  const [row] = await byHash.execute({ hash: hashApiKey(token) });
  if (!row) return { refusal: API_KEY_MESSAGES.invalid };
  if (row.revokedAt) return { refusal: API_KEY_MESSAGES.revoked };
  if (row.expiresAt && row.expiresAt <= now) return { refusal: API_KEY_MESSAGES.expired };
  const last = lastWritten.get(row.id) ?? 0;
  if (now.getTime() - last >= LAST_USED_EVERY_MS) {
    lastWritten.set(row.id, now.getTime());
    await db.update(apiKey).set({ lastUsedAt: now }).where(eq(apiKey.id, row.id));
  }
  return {
    actor: {
      kind: "api_key",
      keyId: row.id,
      organizationId: row.organizationId,
      scopes: row.scopes,
      ownerUserId: row.ownerUserId,
    },
  };
}
