import { readStorage, writeStorage } from "@/lib/browser-storage";

// The shell's announcements (the welcome modal, the Saga announcement, the wallet-collection reminder) take turns:
// at most one opens per visit, and never over something the person is already doing. A newcomer used to get the
// welcome modal and then the Saga announcement, and a late-loading welcome modal could open over an objective
// drawer they had just opened.
//
// A visit is the tab's session (sessionStorage), so the reload after a provider's sign-in redirect is the same
// visit. "Something they are doing" is an open dialog or drawer, or any click or key press on the current page
// before the announcement was ready; the announcement then waits for the next page without either.

export type Announcement = "welcome" | "saga" | "wallet-reminder";

const SHOWN_KEY = "questhq:announcement-shown";

let shownThisVisit: Announcement | null = null;
let pageShownAt = 0;
let lastInteractionAt = -1;

if (typeof window !== "undefined") {
  const note = () => {
    lastInteractionAt = performance.now();
  };
  window.addEventListener("pointerdown", note, { capture: true, passive: true });
  window.addEventListener("keydown", note, { capture: true, passive: true });
}

/** Called by the shell whenever another page is shown (before the announcements' effects run). */
export function notePageShown(): void {
  pageShownAt = performance.now();
}

function shownInSession(): Announcement | null {
  if (shownThisVisit) return shownThisVisit;
  return (readStorage("sessionStorage", SHOWN_KEY) as Announcement | null | undefined) ?? null;
}

/** The pure rule, for tests: whether `name` may open now. */
export function announcementRule(s: {
  shown: Announcement | null;
  isDialogOpen: boolean;
  interactedSincePageShown: boolean;
}): boolean {
  return s.shown === null && !s.isDialogOpen && !s.interactedSincePageShown;
}

/** Whether an announcement may open now; if so it takes this visit's turn (call it only when about to open). */
export function claimAnnouncement(name: Announcement): boolean {
  const allowed = announcementRule({
    shown: shownInSession(),
    isDialogOpen: document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
    interactedSincePageShown: lastInteractionAt >= pageShownAt,
  });
  if (!allowed) return false;
  shownThisVisit = name;
  // Without session storage the turn lasts this page load.
  writeStorage("sessionStorage", SHOWN_KEY, name);
  return true;
}
