// The name shown for a user in the profile header and menus (docs/product/accounts.md#display-name):
// a real name, else the email, else the ENS name, else the shortened
// wallet, else "Anonymous".
//
// Wallet sign-in (better-auth SIWE) creates users whose name is the wallet
// address and whose email is a placeholder such as
// `0xabc…@siwe.placeholder.invalid` (or `<address>@<emailDomainName>` when a
// domain is configured). Those are not things a person chose, so they are
// skipped: showing them would put a raw address or a fake email on screen.

import { isEvmAddress, shortenAddress } from "./address";

export type DisplayNameInput = {
  name?: string | null;
  email?: string | null;
  ensName?: string | null;
  walletAddress?: string | null;
};

export const ANONYMOUS_DISPLAY_NAME = "Anonymous";

const clean = (s: string | null | undefined) => (s ?? "").trim();

const sameAddress = (a: string, b: string) => a.toLowerCase().replace(/^0x/, "") === b.toLowerCase().replace(/^0x/, "");

/**
 * Placeholder emails: any domain under the reserved `.invalid` TLD (RFC 6761;
 * better-auth uses `siwe.placeholder.invalid`), or a local part that is just a
 * wallet address.
 */
export function isPlaceholderEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  return domain === "invalid" || domain.endsWith(".invalid") || isEvmAddress(local);
}

export function displayName(user: DisplayNameInput): string {
  const name = clean(user.name);
  const email = clean(user.email);
  const ens = clean(user.ensName);
  const wallet = clean(user.walletAddress);

  const nameIsJustAddress = isEvmAddress(name) || (wallet !== "" && sameAddress(name, wallet));
  if (name !== "" && !nameIsJustAddress && !isPlaceholderEmail(name)) return name;
  if (email !== "" && !isPlaceholderEmail(email)) return email;
  if (ens !== "") return ens;
  if (wallet !== "") return shortenAddress(wallet);
  return ANONYMOUS_DISPLAY_NAME;
}
