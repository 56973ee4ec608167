import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { AppError, type ErrorCode } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { socialAccount, type SocialAccount, type SocialProvider } from "../../db/schema/index";
import { sealRefreshedTokens, tokenNeedsRefresh, tokenSealer } from "../../lib/token-crypto";
import { tokenRefreshers } from "../../providers/token-refreshers";
import { ProviderAuthError } from "../../providers/provider-errors";

// The one store of linked social accounts. Rules: a provider account is linked to one user at a
// time; a user has one account per provider (linking another replaces it); an account unlinked
// by one user cannot be linked by another during SOCIAL_RELINK_COOLDOWN_DAYS (farming guard).

export type LinkTokens = {
  accessToken: string;
  refreshToken?: string | null;
  expiresAt?: Date | null;
  scope?: string | null;
};

export type LinkInput = {
  userId: string;
  provider: SocialProvider;
  providerUserId: string;
  username?: string | null;
  displayName?: string | null;
  tokens?: LinkTokens | null;
  isSandbox: boolean;
};

/**
 * Thrown when the provider account belongs to someone else; callers map it to their wording
 * (docs/product/errors.md#linked-accounts).
 */
export class AccountClaimedError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly reason: "linked" | "cooldown",
  ) {
    super(code, message);
  }
}

export const RELINK_COOLDOWN_MESSAGE = (until: Date) =>
  `This account was recently linked to another user. It can be linked again after ${until.toISOString().slice(0, 10)}.`;

export async function saveLink(
  db: Db,
  env: Env,
  input: LinkInput,
  claimed: { code: ErrorCode; message: string },
): Promise<SocialAccount> {
  const sealer = tokenSealer(env);
  // The rows of this provider account, whoever linked it.
  const sameAccount = [
    eq(socialAccount.provider, input.provider),
    eq(socialAccount.providerUserId, input.providerUserId),
  ];
  return db.transaction(async (tx) => {
    const [holder] = await tx
      .select()
      .from(socialAccount)
      .where(and(...sameAccount, isNull(socialAccount.unlinkedAt)))
      .for("update");
    if (holder && holder.userId !== input.userId)
      throw new AccountClaimedError(claimed.code, claimed.message, "linked");
    const since = new Date(Date.now() - env.SOCIAL_RELINK_COOLDOWN_DAYS * 86_400_000);
    const [recent] = await tx
      .select()
      .from(socialAccount)
      .where(and(...sameAccount, ne(socialAccount.userId, input.userId), gt(socialAccount.unlinkedAt, since)))
      .orderBy(desc(socialAccount.unlinkedAt))
      .limit(1);
    if (recent?.unlinkedAt) {
      const until = new Date(recent.unlinkedAt.getTime() + env.SOCIAL_RELINK_COOLDOWN_DAYS * 86_400_000);
      throw new AccountClaimedError("conflict", RELINK_COOLDOWN_MESSAGE(until), "cooldown");
    }
    const tokens = {
      accessTokenEnc: input.tokens ? sealer.seal(input.tokens.accessToken) : null,
      refreshTokenEnc: input.tokens?.refreshToken ? sealer.seal(input.tokens.refreshToken) : null,
      tokenExpiresAt: input.tokens?.expiresAt ?? null,
      scope: input.tokens?.scope ?? null,
    };
    const now = new Date();
    if (holder) {
      const [row] = await tx
        .update(socialAccount)
        .set({
          ...tokens,
          username: input.username ?? holder.username,
          displayName: input.displayName ?? holder.displayName,
          isSandbox: input.isSandbox,
          updatedAt: now,
        })
        .where(eq(socialAccount.id, holder.id))
        .returning();
      return row!;
    }
    // The user's previous account of this provider is replaced.
    await tx
      .update(socialAccount)
      .set({ unlinkedAt: now, accessTokenEnc: null, refreshTokenEnc: null, updatedAt: now })
      .where(
        and(
          eq(socialAccount.userId, input.userId),
          eq(socialAccount.provider, input.provider),
          isNull(socialAccount.unlinkedAt),
        ),
      );
    const [row] = await tx
      .insert(socialAccount)
      .values({
        userId: input.userId,
        provider: input.provider,
        providerUserId: input.providerUserId,
        username: input.username ?? null,
        displayName: input.displayName ?? null,
        isSandbox: input.isSandbox,
        ...tokens,
      })
      .returning();
    return row!;
  });
}

/** Unlinks (keeping the row for the cooldown) and forgets the tokens. Returns whether a link existed. */
export async function unlink(db: Db, userId: string, provider: SocialProvider): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(socialAccount)
    .set({ unlinkedAt: now, accessTokenEnc: null, refreshTokenEnc: null, updatedAt: now })
    .where(
      and(eq(socialAccount.userId, userId), eq(socialAccount.provider, provider), isNull(socialAccount.unlinkedAt)),
    )
    .returning({ id: socialAccount.id });
  return rows.length > 0;
}

export async function findLink(db: Db, userId: string, provider: SocialProvider): Promise<SocialAccount | null> {
  const [row] = await db
    .select()
    .from(socialAccount)
    .where(
      and(eq(socialAccount.userId, userId), eq(socialAccount.provider, provider), isNull(socialAccount.unlinkedAt)),
    );
  return row ?? null;
}

export async function listLinks(db: Db, userId: string): Promise<SocialAccount[]> {
  return db
    .select()
    .from(socialAccount)
    .where(and(eq(socialAccount.userId, userId), isNull(socialAccount.unlinkedAt)));
}

export type LinkedAccount = {
  id: string;
  provider: SocialProvider;
  providerUserId: string;
  username: string | null;
  isSandbox: boolean;
  /** Null for providers without tokens (Steam OpenID, Telegram login). */
  accessToken: string | null;
};

/**
 * The user's live account with a usable access token: an expired token is refreshed (and the
 * new one stored) first. A token that cannot be refreshed raises ProviderAuthError.
 */
export async function getLinkedAccount(
  db: Db,
  env: Env,
  userId: string,
  provider: SocialProvider,
): Promise<LinkedAccount | null> {
  const row = await findLink(db, userId, provider);
  if (!row) return null;
  const sealer = tokenSealer(env);
  let accessToken = row.accessTokenEnc ? sealer.open(row.accessTokenEnc) : null;
  if (accessToken && tokenNeedsRefresh(row.tokenExpiresAt)) {
    const refresher = tokenRefreshers[provider];
    if (!refresher || !row.refreshTokenEnc) throw new ProviderAuthError(provider, "token expired");
    const fresh = await refresher(env, sealer.open(row.refreshTokenEnc));
    accessToken = fresh.accessToken;
    await db
      .update(socialAccount)
      .set({
        ...sealRefreshedTokens(sealer, fresh, row.refreshTokenEnc),
        ...(fresh.scope ? { scope: fresh.scope } : {}),
        updatedAt: new Date(),
      })
      .where(eq(socialAccount.id, row.id));
  }
  return {
    id: row.id,
    provider,
    providerUserId: row.providerUserId,
    username: row.username,
    isSandbox: row.isSandbox,
    accessToken,
  };
}
