import type { LinkedAccountView, ObjectiveView } from "@questhq/core";
import { safeUrl } from "../page/objective-details";

// How the objective drawer lets a user act on an objective (docs/product/objectives.md#linked-account-objectives,
// docs/product/objectives.md#on-chain-objectives). Each family says it for its templates (<family>/action.ts);
// participation/objective-action.tsx draws the action of each kind.

/** The account a social objective needs (the social feature's SocialProvider). */
type SocialProvider = LinkedAccountView["provider"];

export type ObjectiveAction =
  | { kind: "social"; account: SocialProvider; href: string | undefined }
  | { kind: "visit"; href: string | undefined }
  | { kind: "tx"; href: string | undefined }
  | { kind: "wallet"; href: string | undefined }
  /** onchain_mint: the NFT is minted from the drawer with the wallet, then verified. */
  | { kind: "mint"; href: string | undefined }
  | { kind: "okx" }
  /** Checked by the organization's own system when the user verifies (endpoint_check). */
  | { kind: "organizer" }
  /**
   * In-product history: the mission to finish (an in-app path), or none for counts of missions, objectives, credits.
   */
  | { kind: "history"; missionPath: string | undefined }
  | { kind: "verify"; href: string | undefined };

/** A template's drawer action, from the objective. */
export type DrawerActionOf = (o: ObjectiveView) => ObjectiveAction;
/** A family's drawer actions, keyed by the template keys of its core folder. */
export type FamilyDrawerActions = Record<string, DrawerActionOf>;

export const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** The objective's values, and its own link (the server's display url). */
export const partsOf = (o: ObjectiveView) => ({ v: o.values ?? {}, own: safeUrl(o.url) });

/** Open a link, stay, verify (link clicks, videos, gems). */
export const visitAction: DrawerActionOf = (o) => {
  const { v, own } = partsOf(o);
  return { kind: "visit", href: safeUrl(v.url) ?? safeUrl(v.videoUrl) ?? own };
};

/** Connect the provider's account, do it there, verify; `key` is the value holding the link to the target. */
export const socialAction =
  (account: SocialProvider, key: string): DrawerActionOf =>
  (o) => {
    const { v, own } = partsOf(o);
    return { kind: "social", account, href: safeUrl(v[key]) ?? own };
  };

export { safeUrl };
