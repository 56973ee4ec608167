import { AppError, type ApiScope } from "@questhq/core";
import type { FastifyRequest } from "fastify";
import { requireUser } from "./session";

// Who is calling: a signed-in person (session cookie) or an organization's system (an API key, docs/product/
// developers.md#api-keys). A key acts for its organization within its scopes and is never a person: routes for
// people refuse it before their handler runs (features/api-keys/api-key-auth.ts), so a handler that reads
// currentUser() never sees a key, and one that reads actor() handles both.

export type UserActor = { kind: "user"; userId: string };
export type ApiKeyActor = {
  kind: "api_key";
  keyId: string;
  organizationId: string;
  scopes: readonly ApiScope[];
  /** The admin who created the key: a paid organizer tool the key uses is theirs (null once their account is gone). */
  ownerUserId: string | null;
};
export type Actor = UserActor | ApiKeyActor;

/** A route a key may call: the scope it needs. Routes without it are for signed-in people only. */
export type ApiKeyRouteConfig = { scope: ApiScope; action?: string };

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError("unauthorized", "You need to sign in first.");
  return actor;
}

/** The signed-in person, for routes that only people may call (a key was refused before the handler ran). */
export async function requireUserActor(req: FastifyRequest): Promise<UserActor> {
  const user = requireUser(await req.currentUser());
  return userActor(user.id);
}

/** A person as the caller, for use-cases that take an Actor. */
export function userActor(userId: string): UserActor {
  return { kind: "user", userId };
}

/** The user id a change is recorded under: the person, or nobody for a key (the audit log names the key). */
export function actingUserId(actor: Actor): string | null {
  return actor.kind === "user" ? actor.userId : null;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route accepts API keys that hold `scope`; `action` names its writes in the audit log. */
    apiKey?: ApiKeyRouteConfig;
  }
  interface FastifyRequest {
    /** The key the request authenticated with; null without one (or with a refused one). */
    apiKey: ApiKeyActor | null;
    /** Why a presented key was refused (answered after the IP rate limit, features/api-keys/api-key-auth.ts). */
    apiKeyRefusal: string | null;
  }
}
