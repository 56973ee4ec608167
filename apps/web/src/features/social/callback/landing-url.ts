// The router canonicalises the address on start (it re-encodes the query through its JSON
// search parser), which can alter provider values such as numeric ids. The callback page
// therefore reads the query exactly as the provider sent it, captured when the app loads.
const landing = typeof window === "undefined" ? null : { pathname: window.location.pathname, search: window.location.search };

/** The raw query of the provider's redirect to this page (the current one if the app started elsewhere). */
export function callbackSearchParams(): URLSearchParams {
  if (landing && landing.pathname === window.location.pathname) return new URLSearchParams(landing.search);
  return new URLSearchParams(window.location.search);
}
