import { and, gt, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { AppError } from "@questhq/core";

// Keyset cursors over (a timestamp, a uuid id): the last row of a page, base64url JSON. The time is kept as
// PostgreSQL wrote it (microseconds, `column::text`): a JavaScript Date would round it to milliseconds and skip or
// repeat rows written within the same millisecond.

export type TimeCursor = { at: string; id: string };

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const STALE_CURSOR_MESSAGE = "This page link is no longer valid; reload the list.";

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

export function decodeTimeCursor(cursor: string): TimeCursor {
  try {
    const { at, id } = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<TimeCursor>;
    if (typeof at !== "string" || !PG_TIMESTAMP.test(at) || typeof id !== "string" || !UUID.test(id))
      throw new Error("shape");
    return { at, id };
  } catch {
    throw new AppError("bad_request", STALE_CURSOR_MESSAGE, { next: ["Invalid cursor."] });
  }
}

/** `column::text`, to select beside a row for its cursor. */
export const timeText = (column: AnyColumn) => sql<string>`${column}::text`;

/** Rows after the cursor in (time, id) order, ascending or descending. */
export function afterTimeCursor(time: AnyColumn, id: AnyColumn, cursor: TimeCursor, order: "asc" | "desc"): SQL {
  const beyond = order === "asc" ? sql`>` : sql`<`;
  const idBeyond = order === "asc" ? gt(id, cursor.id) : lt(id, cursor.id);
  return or(
    sql`${time} ${beyond} ${cursor.at}::timestamptz`,
    and(sql`${time} = ${cursor.at}::timestamptz`, idBeyond),
  ) as SQL;
}
