import { readStorage, writeStorage } from "@/lib/browser-storage";

export const WELCOME_SEEN_KEY = "questhq:welcome-seen";

// The welcome video; override per deployment with VITE_WELCOME_VIDEO_ID.
// youtube-nocookie is the only frame source the server's CSP allows.
const videoId = import.meta.env.VITE_WELCOME_VIDEO_ID || "M7lc1UVf-VE";
/** Loaded only when the user presses play (click-to-load), so an offline browser never shows a broken frame. */
export const WELCOME_VIDEO_URL = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
/** The same video on its own page, for people who would rather watch it there. */
export const WELCOME_VIDEO_WATCH_URL = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
/** Shipped with the app (public/), so the modal looks complete without any network. */
export const WELCOME_POSTER_URL = "/welcome-poster.svg";

/** Sign-in and sign-up pages never show the welcome modal (docs/product/screens.md#welcome-modal). */
export function isWelcomeExcludedPath(pathname: string): boolean {
  return /^\/(sign-in|sign-up)(\/|$)/.test(pathname);
}

export function hasSeenWelcome(): boolean {
  const seen = readStorage("localStorage", WELCOME_SEEN_KEY);
  // Without storage we cannot remember; not showing beats showing on every page.
  return seen === undefined || seen === "1";
}

export function markWelcomeSeen(): void {
  writeStorage("localStorage", WELCOME_SEEN_KEY, "1");
}
