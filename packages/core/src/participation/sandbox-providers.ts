// Which sandbox provider can perform an objective's action, without zod: the mission page reads this at first
// render, and zod would otherwise join its initial JavaScript (see npm run budget).

import {
  LINKED_ACCOUNT_PROVIDERS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from "../missions/objectives/account-registry";

/** Every linked account's provider has a sandbox fake that can act for the user. */
export const SANDBOX_ACT_PROVIDERS = SOCIAL_PROVIDERS;
export type SandboxActProvider = SocialProvider;

/**
 * The sandbox's stand-in for an organization's own verification API (the "organizer" fake): it answers the
 * endpoint_check objectives of the demo, and "Do it on the sandbox organizer API" tells it the user did the task.
 */
export const SANDBOX_ORGANIZER = "organizer";
/** Every fake the sandbox can drive: the linked accounts' providers and the organizer API. */
export type SandboxFake = SandboxActProvider | typeof SANDBOX_ORGANIZER;
/** Templates the sandbox organizer API verifies (docs/product/objectives.md#sandbox-actions). */
export const SANDBOX_ORGANIZER_TEMPLATES: readonly string[] = ["endpoint_check"];

/**
 * Whether "Do it on the sandbox organizer API" applies: an objective that the sandbox organizer API verifies (the
 * demo's, whose endpoint is this site's /sandbox/organizer/verify). An organizer's own endpoint never gets it.
 */
export function isSandboxOrganizerObjective(o: { template: string; values?: Record<string, unknown> | null }): boolean {
  const url = o.values?.endpoint_url;
  if (!SANDBOX_ORGANIZER_TEMPLATES.includes(o.template) || typeof url !== "string") return false;
  try {
    return new URL(url).pathname.startsWith("/sandbox/organizer/");
  } catch {
    return false;
  }
}

/** The provider as the sandbox button names it ("Do it on Sandbox X"). */
export const SANDBOX_PROVIDER_NAMES = Object.fromEntries(
  LINKED_ACCOUNT_PROVIDERS.map((p) => [p.key, p.sandboxName]),
) as Record<SandboxActProvider, string>;

/** Which sandbox provider performs a template's action; null when none can. */
export function sandboxProviderOf(template: string): SandboxActProvider | null {
  return LINKED_ACCOUNT_PROVIDERS.find((p) => template.startsWith(p.templatePrefix))?.key ?? null;
}

/** The local development chain (anvil): the only chain the sandbox ever transacts on. */
export const SANDBOX_CHAIN_ID = 31337;

/**
 * On-chain templates the sandbox can perform on the local chain for the user's linked wallet: it funds or mints
 * what a holding needs, sends the transaction a send or transact objective asks for, and makes a mint objective's mint.
 */
export const SANDBOX_CHAIN_TEMPLATES: readonly string[] = [
  "onchain_holding_crypto",
  "onchain_holding_nft",
  "onchain_send_token",
  "onchain_transact",
  "onchain_transact_function",
  "onchain_mint",
];

/** Whether "Do it on the local chain" applies: one of those templates, on the local chain. */
export function isSandboxChainObjective(o: { template: string; values?: Record<string, unknown> | null }): boolean {
  return SANDBOX_CHAIN_TEMPLATES.includes(o.template) && Number(o.values?.blockchain) === SANDBOX_CHAIN_ID;
}
