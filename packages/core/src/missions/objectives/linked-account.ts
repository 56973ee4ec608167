// A provider whose account users link to complete its objectives (docs/product/accounts.md#linked-accounts). Each
// such family describes its account in its own folder (account.ts); account-registry.ts lists them. This file and
// those it lists import nothing, so the mission page can read them at first render without zod.

export type LinkedAccountProvider = {
  /** The key of the linked account (the API's `provider`), e.g. "google" for YouTube objectives. */
  key: string;
  /** The company the user signs in with, as the server's linking messages name it ("Google"). */
  name: string;
  /** The account as an objective asks for it: "Connect YouTube". */
  accountName: string;
  /** The row in the settings' linked accounts ("Twitter/X", "YouTube"). */
  label: string;
  /** Who the settings row says the user signs in with ("Google"). */
  service: string;
  /** The provider as the sandbox button names it ("Do it on Sandbox X"). */
  sandboxName: string;
  /** The icon of docs/product/objectives.md#providers drawn for the account. */
  icon: string;
  /** The catalogue providers (ProviderKey) whose objectives need this account. */
  objectiveProviders: readonly string[];
  /** The start of its templates' keys: the sandbox fake of this provider performs them ("Do it on Sandbox X"). */
  templatePrefix: string;
  /** The objective value that links to the thing to act on, when the objective's own url is not it. */
  actionValue?: string;
};
