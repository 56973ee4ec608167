// The browser may refuse its storage on every call (private modes, blocked site data, a full quota). These wrappers
// turn a refusal into an answer each caller can take: a read says it got none, a write or a removal keeps nothing.

type StorageArea = "localStorage" | "sessionStorage";

/** The value under `key`: null when nothing is stored, undefined when the browser refuses its storage. */
export function readStorage(area: StorageArea, key: string): string | null | undefined {
  try {
    return window[area].getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`; when the browser refuses, nothing is kept and the caller's read says so later. */
export function writeStorage(area: StorageArea, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // Refused: nothing to keep it in.
  }
}

export function removeFromStorage(area: StorageArea, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Refused: nothing was kept either.
  }
}
