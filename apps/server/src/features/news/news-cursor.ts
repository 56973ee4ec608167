import { sql, type SQL } from "drizzle-orm";
import { AppError } from "@questhq/core";

// Opaque cursors for the Atlas lists: base64url JSON of the ordering's name and the sort keys
// of the last row of a page (keyset paging: a page 50,000 items deep costs what page one does).
// Timestamps travel as PostgreSQL's own text so microseconds survive the round trip.

export type CursorKeys = (string | number)[];

export function encodeCursor(mode: string, keys: CursorKeys): string {
  return Buffer.from(JSON.stringify({ m: mode, k: keys })).toString("base64url");
}

function invalidCursor(): never {
  throw new AppError("bad_request", "This page link is no longer valid; reload the list.", {
    next: ["Invalid cursor."],
  });
}

export type KeyCast = "timestamptz" | "uuid" | "int4" | "text";

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** PostgreSQL rejects out-of-range fields with an error; check them here instead. */
function isTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** A cursor key as text its cast accepts; a tampered key is a 400, never a database error. */
export function checkKey(value: string | number | undefined, cast: KeyCast): string {
  const text = String(value);
  if (text.includes("\u0000")) invalidCursor();
  if (cast === "int4" && !/^-?\d{1,9}$/.test(text)) invalidCursor();
  if (cast === "uuid" && !isUuid(text)) invalidCursor();
  if (cast === "timestamptz" && !isTimestamp(text)) invalidCursor();
  return text;
}

/** A cursor key as a typed SQL value (checked as by checkKey). */
export function castKey(value: string | number | undefined, cast: KeyCast): SQL {
  return sql`${checkKey(value, cast)}::${sql.raw(cast)}`;
}

export function decodeCursor(mode: string, cursor: string, keyCount: number): CursorKeys {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { m?: unknown; k?: unknown };
    if (parsed.m !== mode || !Array.isArray(parsed.k) || parsed.k.length !== keyCount) throw new Error("shape");
    for (const k of parsed.k) if (!(typeof k === "string" || typeof k === "number")) throw new Error("key");
    return parsed.k as CursorKeys;
  } catch {
    return invalidCursor();
  }
}

/** Reads the mode of a cursor without trusting it (search picks full text or trigram by it). */
export function cursorMode(cursor: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { m?: unknown };
    return typeof parsed.m === "string" ? parsed.m : null;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids that are not UUIDs cannot exist: they answer 404 like an unknown id, never a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
