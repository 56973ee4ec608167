/** Every piece of the create-mission wizard's saved form state uses this key prefix. */
export const CREATE_MISSION_STORAGE_PREFIX = "createMission";

function clearPrefixed(storage: Storage) {
  // Collect first: removing while iterating shifts the indexes.
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(CREATE_MISSION_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Forgets any draft of the create-mission form (§2: "Create Mission clears the create form state"). */
export function clearCreateMissionState(): void {
  for (const getStorage of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      clearPrefixed(getStorage());
    } catch {
      // Storage can be disabled (private mode, policies); there is then nothing to clear.
    }
  }
}
