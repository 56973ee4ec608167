import { BOOT_DATA_ELEMENT_ID } from "@questhq/core";

// Answers the server wrote into the page for its first render (apps/server/src/features/seo/first-load.ts):
// for a visitor without a session, the public GETs a page starts with (config, session, the feed, a mission...)
// arrive inside the HTML, so the first render needs no round trip per query. Each answer serves one call, and
// only while the page is new: later reads go to the network as usual.

/** After this long the page is not "first load" any more; unused answers may be stale. */
const FRESH_FOR_MS = 15_000;

let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === "undefined" ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as { answers?: Record<string, unknown> };
    for (const [path, body] of Object.entries(parsed.answers ?? {})) answers.set(path, body);
  } catch {
    // A page without usable answers simply loads its data from the API.
  }
  element.remove();
  return answers;
}

/** Whether the page came with answers for its first render. */
export function hasBootAnswers(): boolean {
  return load().size > 0;
}

/** The body the server already answered for GET `path` on this page, once; undefined when there is none. */
export function takeBootAnswer(path: string): { body: unknown } | undefined {
  if (typeof performance !== "undefined" && performance.now() > FRESH_FOR_MS) return undefined;
  const all = load();
  if (!all.has(path)) return undefined;
  const body = all.get(path);
  all.delete(path);
  return { body };
}
