import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from "@questhq/core";
import { errorMessage } from "./api";

// The toasts' code (sonner) is not part of a page's first load: the shell mounts its Toaster when the browser is
// idle after the page, or as soon as a toast is asked for (features/shell/lazy-toaster.tsx). A toast waits for the
// Toaster to listen, so none is lost.

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});
const wantListeners = new Set<() => void>();
let isWanted = false;

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** The shell mounts its Toaster when this fires (at once if a toast was already asked for). */
export function onToasterWanted(listener: () => void): () => void {
  if (isWanted) listener();
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** Called once the Toaster listens for toasts. */
export function toasterListening(): void {
  markListening();
}

/** sonner's `toast`, once a Toaster is on screen to show what it is given. */
export async function toaster(): Promise<Sonner["toast"]> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of wantListeners) listener();
  }
  const [{ toast }] = await Promise.all([loadSonner(), listening]);
  return toast;
}

/** The app's toasts, with the durations of docs/product/errors.md#toasts (errors 6 s, success 4 s). */
export const notify = {
  success(message: string): void {
    void toaster().then((toast) => toast.success(message, { duration: SUCCESS_TOAST_MS }));
  },
  error(messageOrError: unknown): void {
    const message = typeof messageOrError === "string" ? messageOrError : errorMessage(messageOrError);
    void toaster().then((toast) => toast.error(message, { duration: ERROR_TOAST_MS }));
  },
  info(message: string): void {
    void toaster().then((toast) => toast(message, { duration: SUCCESS_TOAST_MS }));
  },
};
