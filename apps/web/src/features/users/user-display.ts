import { displayName, type Me } from "@questhq/core";

/** Name, else email, else ENS name, else the shortened (primary) wallet (docs/product/accounts.md#display-name). */
export function userDisplayName(me: Pick<Me, "name" | "email" | "ensName" | "wallets">): string {
  const wallet = me.wallets.find((w) => w.isPrimary) ?? me.wallets[0];
  return displayName({ name: me.name, email: me.email, ensName: me.ensName, walletAddress: wallet?.address });
}
