import { AppError, type MissionSort } from "@questhq/core";

// Keyset cursors for /missions: the sort keys of the last row of a page, base64url JSON.
// A reader deep in the list costs the same as one on page one (no OFFSET).

export type CursorKeys = (string | number | null)[];

const KEY_COUNT: Record<MissionSort, number> = { featured: 3, newest: 2, ending_soon: 2, most_participants: 2 };

export function encodeCursor(sort: MissionSort, keys: CursorKeys): string {
  return Buffer.from(JSON.stringify({ s: sort, k: keys })).toString("base64url");
}

export function decodeCursor(sort: MissionSort, cursor: string): CursorKeys {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { s?: unknown; k?: unknown };
    if (parsed.s !== sort || !Array.isArray(parsed.k) || parsed.k.length !== KEY_COUNT[sort]) throw new Error("shape");
    for (const k of parsed.k) if (!(typeof k === "string" || typeof k === "number")) throw new Error("key");
    return parsed.k as CursorKeys;
  } catch {
    throw new AppError("bad_request", "This page link is no longer valid; reload the list.", {
      next: ["Invalid cursor."],
    });
  }
}
