import type { ParticipateInput, TemplateKey } from "@questhq/core";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { SocialProvider } from "../db/schema/index";
import type { LinkedAccount } from "../features/accounts/linked-accounts";

// The objective registry's contract (DESIGN: objective types are plug-ins). A verifier answers
// whether the user really did what the objective asks, by asking the provider itself.
//
// - Return { status: "completed" } when the provider confirms it.
// - Return { status: "incomplete", message } when the provider answers that it has not
//   happened (not following, not a member, too little playtime...): the message is shown.
// - Return { status: "needs_account", provider } when the user has no linked account.
// - Throw ProviderUnavailableError (providers/provider-errors) when the provider is
//   rate-limited, down or answers something unreadable: the engine marks the objective pending
//   and the background job retries it. Throw ProviderAuthError when the token is refused.
// Verifiers never write to the database: crediting happens once, in the engine.

/** What a verifier knows of the container: a mission, or a Saga week for weekly challenges (no organization). */
export type VerifyMission = {
  id: string;
  startsAt: Date | null;
  endsAt: Date | null;
  chainId: number;
  organizationId: string | null;
};
export type VerifyObjective = { id: string; template: TemplateKey; values: Record<string, unknown> };

export type VerifyContext = {
  db: Db;
  env: Env;
  userId: string;
  mission: VerifyMission;
  objective: VerifyObjective;
  /** What the user submitted with this attempt (tx_hash, client_signal, action). */
  input: ParticipateInput;
  /** When a visit (link click, video) started, for dwell-time objectives. */
  visitStartedAt: Date | null;
  /** The user's linked account of a provider, token refreshed; null when not linked. */
  linked(provider: SocialProvider): Promise<LinkedAccount | null>;
  /** The user's wallet addresses (lowercased EVM addresses; primary first). */
  wallets(): Promise<string[]>;
  now: Date;
};

export type VerifyOutcome =
  | { status: "completed"; evidence?: Record<string, unknown>; isSelfAttested?: boolean }
  | { status: "incomplete"; message: string; evidence?: Record<string, unknown> }
  | { status: "needs_account"; provider: SocialProvider | "wallet"; message: string }
  /** Dwell-time objectives: the visit was recorded; verify again after `readyAt`. */
  | { status: "visiting"; readyAt: Date };

export type Verifier = (ctx: VerifyContext) => Promise<VerifyOutcome>;

export type VerifierFamily = Partial<Record<TemplateKey, Verifier>>;
