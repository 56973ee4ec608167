/**
 * Where to go after signing in. Only same-origin targets are honoured, so a
 * crafted ?redirect_url= cannot bounce a fresh session to another site.
 * Returns a path (+ search + hash) the router can navigate to.
 */
export function safeRedirectPath(target: string | null | undefined, origin: string): string {
  if (!target) return "/";
  // A single leading slash is a same-origin path; "//host" and "/\host" are not.
  if (target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")) {
    return target;
  }
  try {
    const url = new URL(target);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}` || "/";
  } catch {
    // Not a URL at all: fall through to the home page.
  }
  return "/";
}
