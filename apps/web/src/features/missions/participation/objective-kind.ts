import { accountForObjectiveProvider, getProvider, linkedAccountProvider, type ObjectiveView } from "@questhq/core";
import type { SocialProvider } from "@/features/social/index";
import type { ObjectiveAction } from "../objectives/drawer-action";
import { DRAWER_ACTIONS } from "../objectives/registry";
import { safeUrl } from "../page/objective-details";

// How the objective drawer lets a user act on an objective (docs/product/objectives.md#linked-account-objectives,
// docs/product/objectives.md#on-chain-objectives: Discord, Steam, Twitter states; onchain objective; client
// validation), chosen by template from the families' drawer actions (../objectives/registry.ts).

export type { ObjectiveAction } from "../objectives/drawer-action";

/** The name in "Connect {Provider}": YouTube objectives are checked through the Google account. */
export const accountNameOf = (provider: SocialProvider): string => linkedAccountProvider(provider).accountName;

/** A template this build does not know (an objective from a newer server): the way of its provider. */
function byProvider(o: ObjectiveView): ObjectiveAction {
  const v = o.values ?? {};
  const own = safeUrl(o.url);
  const key = getProvider(o.provider).key;
  const account = accountForObjectiveProvider(key);
  if (account) {
    const value = "actionValue" in account ? v[account.actionValue] : undefined;
    return { kind: "social", account: account.key, href: safeUrl(value) ?? own };
  }
  if (key === "onchain") return { kind: "wallet", href: own };
  return { kind: "verify", href: safeUrl(v.missionUrl) ?? own };
}

export function objectiveAction(o: ObjectiveView): ObjectiveAction {
  const of = Object.hasOwn(DRAWER_ACTIONS, o.template)
    ? DRAWER_ACTIONS[o.template as keyof typeof DRAWER_ACTIONS]
    : null;
  return of ? of(o) : byProvider(o);
}

/** Twitter objectives a user can still skip for $HQ (the skip-objectives modal). */
export function isTwitterObjective(o: Pick<ObjectiveView, "provider">): boolean {
  return getProvider(o.provider).key === "twitter";
}
