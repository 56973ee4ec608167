import type { QueryClient } from "@tanstack/react-query";
import { newsKeys } from "./news-api";
import type { NewsId } from "./news-types";

type Obj = Record<string, unknown>;
export type Shape = "content" | "topic" | "channel";

const sameId = (a: unknown, b: NewsId) => a !== undefined && String(a) === String(b);

/** Which cached objects are the thing being toggled: matched by id and by the fields only that kind has. */
function isShape(o: Obj, shape: Shape, id: NewsId): boolean {
  if (!sameId(o.id, id)) return false;
  if (shape === "content") return "is_liked" in o || "is_bookmarked" in o;
  if (shape === "topic") return "entity_type" in o && "is_followed" in o;
  return "is_followed" in o && !("entity_type" in o) && !("is_liked" in o);
}

/** Returns `value` with every matching object patched; untouched branches keep their identity. */
function patchDeep(value: unknown, shape: Shape, id: NewsId, patch: (o: Obj) => Obj): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const p = patchDeep(v, shape, id, patch);
      if (p !== v) changed = true;
      return p;
    });
    return changed ? out : value;
  }
  if (value && typeof value === "object") {
    const o = value as Obj;
    let changed = false;
    const out: Obj = {};
    for (const [k, v] of Object.entries(o)) {
      const p = patchDeep(v, shape, id, patch);
      if (p !== v) changed = true;
      out[k] = p;
    }
    const base = changed ? out : o;
    return isShape(base, shape, id) ? patch(base) : base;
  }
  return value;
}

export type Snapshot = [readonly unknown[], unknown][];

/** Patches every Atlas query holding the object; returns the previous data to roll back to. */
export function patchNewsCaches(client: QueryClient, shape: Shape, id: NewsId, patch: (o: Obj) => Obj): Snapshot {
  const snapshot = client.getQueriesData({ queryKey: newsKeys.all });
  for (const [key, data] of snapshot) {
    if (data === undefined) continue;
    const next = patchDeep(data, shape, id, patch);
    if (next !== data) client.setQueryData(key, next);
  }
  return snapshot;
}

export function restoreSnapshot(client: QueryClient, snapshot: Snapshot) {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}
