// Pure helpers of the participation drawer (no React), so they can be tested without a DOM.

/**
 * The in-app path of a mission link (https://<any host>/missions/<slug>): the server reads only the
 * slug too, so a link saved on another host (a custom domain, the demo's) still opens here.
 */
export function missionPathOf(url: unknown): string | undefined {
  if (typeof url !== "string") return undefined;
  try {
    const slug = /^\/missions\/([^/]+)/.exec(new URL(url).pathname)?.[1];
    return slug ? `/missions/${slug}` : undefined;
  } catch {
    return undefined;
  }
}
