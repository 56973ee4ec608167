import { useSyncExternalStore } from "react";

/** Every piece of the create-mission wizard's saved form state uses this key prefix. */
export const CREATE_MISSION_STORAGE_PREFIX = "createMission";

// The wizard keeps what it needs to survive a reload in sessionStorage (one tab, one draft):
// which mission it is working on and in which mode, and the details step's unsaved fields.
// Everything else is server data, refetched by mission id.
const STATE_KEY = `${CREATE_MISSION_STORAGE_PREFIX}.state`;
const DETAILS_KEY = `${CREATE_MISSION_STORAGE_PREFIX}.details`;

export type WizardMode = "create" | "edit";
export type WizardState = { mode: WizardMode; missionId: string | null };

const EMPTY: WizardState = { mode: "create", missionId: null };
const SERVER_SNAPSHOT = { ...EMPTY, generation: 0 };

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (private mode, policies); the wizard then lives in memory only.
    return null;
  }
}

function clearPrefixed(storage: Storage) {
  // Collect first: removing while iterating shifts the indexes.
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(CREATE_MISSION_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

// ---------------------------------------------------------------- store

const listeners = new Set<() => void>();
/** Bumped whenever the state is cleared, so open forms can start over. */
let generation = 0;
let snapshot: (WizardState & { generation: number }) | null = null;

function readState(): WizardState {
  const raw = session()?.getItem(STATE_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<WizardState>;
    const mode = parsed.mode === "edit" ? "edit" : "create";
    const missionId = typeof parsed.missionId === "string" && parsed.missionId ? parsed.missionId : null;
    return { mode, missionId };
  } catch {
    return EMPTY;
  }
}

function emit() {
  generation += 1;
  snapshot = null;
  for (const listener of listeners) listener();
}

function getSnapshot(): WizardState & { generation: number } {
  snapshot ??= { ...readState(), generation };
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wizard's mode and mission id, re-rendering when they change (also when the menu clears them). */
export function useWizardState(): WizardState & { generation: number } {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
}

export function readWizardState(): WizardState {
  return getSnapshot();
}

export function setWizardState(next: WizardState): void {
  const current = getSnapshot();
  if (current.mode === next.mode && current.missionId === next.missionId) return;
  try {
    session()?.setItem(STATE_KEY, JSON.stringify(next));
  } catch {
    // Quota or disabled storage: the state still lives in memory for this page.
  }
  snapshot = { ...next, generation };
  for (const listener of listeners) listener();
}

// ---------------------------------------------------------------- details draft

/** Unsaved fields of the details step, per mission ("new" before the mission exists). */
export function readDetailsDraft<T>(missionId: string | null): T | null {
  const raw = session()?.getItem(`${DETAILS_KEY}:${missionId ?? "new"}`);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDetailsDraft(missionId: string | null, values: unknown): void {
  try {
    session()?.setItem(`${DETAILS_KEY}:${missionId ?? "new"}`, JSON.stringify(values));
  } catch {
    // A full storage only costs the draft.
  }
}

export function clearDetailsDraft(missionId: string | null): void {
  session()?.removeItem(`${DETAILS_KEY}:${missionId ?? "new"}`);
}

/**
 * Forgets any draft of the create-mission form (Create Mission starts an empty wizard:
 * docs/product/screens.md#mobile-menu).
 */
export function clearCreateMissionState(): void {
  for (const getStorage of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      clearPrefixed(getStorage());
    } catch {
      // Storage can be disabled (private mode, policies); there is then nothing to clear.
    }
  }
  // A wizard page that is open (e.g. /create-mission itself) starts over too.
  emit();
}
