import { type DrawerActionOf, type FamilyDrawerActions, partsOf, safeUrl, visitAction } from "../drawer-action";

// On-chain: send a transaction and give its hash, hold with a linked wallet, or mint from the drawer.

const withUrl =
  (kind: "tx" | "wallet" | "mint"): DrawerActionOf =>
  (o) => {
    const { v, own } = partsOf(o);
    return { kind, href: safeUrl(v.url) ?? own };
  };

export const onchainActions = {
  onchain_transact_function: withUrl("tx"),
  onchain_mint: withUrl("mint"),
  onchain_function_onclick: withUrl("tx"),
  onchain_transact: withUrl("tx"),
  onchain_send_token: withUrl("tx"),
  onchain_holding_nft: withUrl("wallet"),
  onchain_holding_crypto: withUrl("wallet"),
  onchain_check_gems: visitAction,
} satisfies FamilyDrawerActions;
