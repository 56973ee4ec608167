// The router canonicalises the address on start (it re-encodes the query through its JSON
// search parser), which can alter provider values such as numeric ids. The callback page
// therefore reads the query exactly as the provider sent it, captured when the app loads.
const landing =
  typeof window === "undefined"
    ? null
    : { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };

/** Telegram's oauth page may answer in the fragment: #tgAuthResult=<base64 JSON of the login fields>. */
function telegramFragment(hash: string): Record<string, string> {
  const match = /[#&]tgAuthResult=([^&]+)/.exec(hash);
  if (!match?.[1]) return {};
  try {
    const json = atob(decodeURIComponent(match[1]).replace(/-/g, "+").replace(/_/g, "/"));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
    if (typeof value !== "object" || value === null) return {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
}

/** The raw query of the provider's redirect to this page (the current one if the app started elsewhere). */
export function callbackSearchParams(): URLSearchParams {
  const source = landing && landing.pathname === window.location.pathname ? landing : window.location;
  const params = new URLSearchParams(source.search);
  for (const [key, value] of Object.entries(telegramFragment(source.hash)))
    if (!params.has(key)) params.set(key, value);
  return params;
}
