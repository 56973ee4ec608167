// Pure rules and texts of Twitter linking. The catalogue's texts (no code, already linked:
// docs/product/errors.md#linked-accounts) live in core's CALLBACK_ERRORS; these are the ones it leaves to us.

export const LINK_MESSAGES = {
  redirectNotSameSite: "redirect_uri must be a path on this site, like /missions/x.",
  stateInvalid: "This Twitter connection request is not valid or was already used. Please connect again.",
  stateExpired: "This Twitter connection request has expired. Please connect again.",
  noExistingAccount: "Connect your own Twitter account first, or connect a different account for the organization.",
  organizationRequired: "organization_id is required to link an organization account.",
  providerUnreachable: "Twitter could not be reached. Please try again in a moment.",
} as const;

/** How long a started connection may take before its state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * Where the SPA may send the browser after linking: a path on this site. An absolute URL is
 * accepted only for our own origin and reduced to its path, so the callback cannot be turned
 * into an open redirect. Returns null when refused.
 */
export function sameSitePath(raw: string | undefined, publicUrl: string): string | null {
  if (raw === undefined || raw.trim() === "") return "/";
  // Control characters and backslashes let browsers read "/\evil.com" as another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this check refuses
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const own = new URL(publicUrl);
  let url: URL;
  try {
    url = raw.startsWith("/") ? new URL(raw, own) : new URL(raw);
  } catch {
    return null;
  }
  if (raw.startsWith("//") || url.origin !== own.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
