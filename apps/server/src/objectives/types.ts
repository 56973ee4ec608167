import type { ParticipateInput, SandboxActProvider, SandboxFake, TemplateKey } from "@questhq/core";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { BudgetStore } from "../providers/budgets/budget-store";
import type { SocialAccount, SocialProvider } from "../db/schema/index";
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
  /** The providers' rate-limit budgets: adapters take every call from them (providers/budgets). */
  budgets: BudgetStore;
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

// ---------------------------------------------------------------- sandbox ("Do it on Sandbox …")

export type SandboxControlMethod = "GET" | "POST" | "PUT" | "PATCH";
/** The control API of the provider fakes (features/sandbox/sandbox-control.ts). */
export type SandboxCall = (
  provider: SandboxFake,
  method: SandboxControlMethod,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** What an objective points at in the provider's world (an account, a post, a server…), as the fake names it. */
export type SandboxTarget = { provider: SandboxActProvider; kind: string } & Record<string, unknown>;

/**
 * The fake's account for a user's linked sandbox account, under the same id: made again when the fake has forgotten
 * it (a restart between link and action, features/sandbox/restore-sandbox-links.ts).
 */
export type SandboxAccount = (me: Pick<SocialAccount, "providerUserId" | "username" | "displayName">) => {
  path: string;
  body: Record<string, unknown>;
};

export type SandboxOrganizerAct = { userId: string; objectiveId: string; call: SandboxCall };

export type SandboxAct = { me: SocialAccount; values: Record<string, unknown>; template: string; call: SandboxCall };

/**
 * How the sandbox does a template's action (features/sandbox/act-on-objective.ts):
 * - provider: the fake records it for the user's linked sandbox account; `targets` reads what the objective points
 *   at the way the verifier does, and `provision` creates it in the fake, so verification finds exactly that.
 * - visit: a timed visit, started the way opening the link does.
 * - chain: done on the local development chain for the user's wallet (features/sandbox/act-on-chain.ts).
 * - organizer: the sandbox organizer API (the stand-in for an organization's own system) records that the user did
 *   the task, by the user's QuestHQ id, the one the verification request names; no linked account is involved.
 * - in_product: counts what the user did in QuestHQ itself, so the sandbox never fabricates it.
 * - none: nothing to do on a sandbox provider.
 */
export type SandboxWay =
  | {
      kind: "provider";
      provider: SandboxActProvider;
      act(a: SandboxAct): Promise<string>;
      targets?(template: string, values: Record<string, unknown>): SandboxTarget[];
      provision?(call: SandboxCall, target: SandboxTarget): Promise<void>;
    }
  | { kind: "visit"; provider: SandboxActProvider }
  | { kind: "organizer"; act(a: SandboxOrganizerAct): Promise<string> }
  | { kind: "chain" }
  | { kind: "in_product" }
  | { kind: "none" };

/** What the server knows of one template: how it is verified and how the sandbox does it. */
export type ServerTemplate = { verify: Verifier; sandbox: SandboxWay };
/** A family's templates, keyed by the template keys of its core folder. */
export type FamilyServerTemplates = Partial<Record<TemplateKey, ServerTemplate>>;

/** A family's verifiers alone, for its tests. */
export function verifiersOf(templates: FamilyServerTemplates): VerifierFamily {
  return Object.fromEntries(Object.entries(templates).map(([key, t]) => [key, t.verify]));
}

export const NO_SANDBOX = { kind: "none" } satisfies SandboxWay;
export const IN_PRODUCT = { kind: "in_product" } satisfies SandboxWay;
export const ON_LOCAL_CHAIN = { kind: "chain" } satisfies SandboxWay;
