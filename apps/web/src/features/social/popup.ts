import { POPUP_HEIGHT_PX, POPUP_WIDTH_PX } from "@questhq/core";
import type { SocialProvider } from "./social-api";

// The popup half of the connection flow (docs/product/accounts.md#connecting-an-account): the opener opens the provider
// in a centred 800x800 window; the callback page in that window reports back with a same-origin message.

export const SOCIAL_LINKED_MESSAGE = "questhq:social-linked";

export type SocialLinkedMessage = {
  type: typeof SOCIAL_LINKED_MESSAGE;
  provider: SocialProvider;
  ok: boolean;
  message: string;
};

export function isSocialLinkedMessage(data: unknown): data is SocialLinkedMessage {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    d.type === SOCIAL_LINKED_MESSAGE &&
    typeof d.provider === "string" &&
    typeof d.ok === "boolean" &&
    typeof d.message === "string"
  );
}

/** Phones and tablets: popups open as tabs there, so the whole page goes to the provider instead. */
export function isMobileLike(): boolean {
  if (typeof window === "undefined") return false;
  const coarse = window.matchMedia?.("(pointer: coarse)").matches ?? false;
  return coarse || window.innerWidth < 768;
}

/**
 * Opens an empty popup synchronously (inside the click, so popup blockers allow it); the
 * provider URL is set once the API has answered. Null when the browser blocked it.
 */
export function openCenteredPopup(name: string): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT_PX) / 2));
  const features = `popup=yes,width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=${left},top=${top}`;
  let popup: Window | null = null;
  try {
    popup = window.open("", name, features);
  } catch {
    return null;
  }
  if (!popup) return null;
  try {
    popup.document.title = "Connecting…";
    popup.document.body.style.cssText =
      "background:#0b0b12;color:#e5e7eb;font-family:system-ui,sans-serif;" +
      "display:grid;place-items:center;height:100vh;margin:0";
    popup.document.body.textContent = "Connecting…";
  } catch {
    // A reused window may already show another origin; it is navigated right after anyway.
  }
  return popup;
}

// When the provider page sets its own Cross-Origin-Opener-Policy, the browser cuts the link
// between the popup and this window: the callback page then finds no window.opener. A short
// lived local marker tells it that it still runs in a popup, and a BroadcastChannel carries the
// result back instead of postMessage.

const PENDING_KEY = "questhq:social-connect";
const PENDING_TTL_MS = 15 * 60_000;
const CHANNEL = "questhq:social";

export type ConnectPending = { provider: string; mode: "popup" | "page"; returnTo: string; at: number };

/** Remembers a flow in progress: whether it runs in a popup and which page it started on. */
export function markConnectPending(provider: SocialProvider, mode: ConnectPending["mode"], returnTo: string): void {
  try {
    window.localStorage.setItem(
      PENDING_KEY,
      JSON.stringify({ provider, mode, returnTo, at: Date.now() } satisfies ConnectPending),
    );
  } catch {
    // No storage: the postMessage path still works whenever the opener link survives.
  }
}

export function readConnectPending(provider: string): ConnectPending | null {
  try {
    const raw = window.localStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConnectPending>;
    const isFresh = typeof value.at === "number" && Date.now() - value.at < PENDING_TTL_MS;
    if (value.provider !== provider || !isFresh || (value.mode !== "popup" && value.mode !== "page")) return null;
    return {
      provider,
      mode: value.mode,
      returnTo: typeof value.returnTo === "string" ? value.returnTo : "/",
      at: value.at!,
    };
  } catch {
    return null;
  }
}

export function clearConnectPending(): void {
  try {
    window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * Reports the result to the window that started the flow: postMessage to the opener, or the channel when the link was
 * cut.
 */
export function reportToOpener(message: SocialLinkedMessage): boolean {
  let delivered = false;
  try {
    const opener = window.opener as Window | null;
    if (opener && opener !== window && opener.location.origin === window.location.origin) {
      opener.postMessage(message, window.location.origin);
      delivered = true;
    }
  } catch {
    // A cross-origin opener throws on .location: never post to it.
  }
  if (!delivered && typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(message);
    channel.close();
    delivered = true;
  }
  return delivered;
}

/** Listens for results from both paths; returns the cleanup. */
export function listenForLinked(onMessage: (message: SocialLinkedMessage) => void): () => void {
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || !isSocialLinkedMessage(event.data)) return;
    onMessage(event.data);
  };
  window.addEventListener("message", onWindowMessage);
  const channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.onmessage = (event: MessageEvent) => isSocialLinkedMessage(event.data) && onMessage(event.data);
  return () => {
    window.removeEventListener("message", onWindowMessage);
    channel?.close();
  };
}
