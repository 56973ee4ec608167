import { and, desc, eq, sql } from "drizzle-orm";
import type { ExplorerBases } from "@questhq/core";
import type { SwapView } from "@questhq/core/schemas/responses/swaps";
import type { Db } from "../../db/client";
import { swap } from "../../db/schema/index";
import { checkKey, decodeCursor, encodeCursor } from "../news/index";
import { toSwapView } from "./swap-view";

const MODE = "swaps:recent";

/** GET /swaps/: the user's swaps, newest first, a keyset page at a time. */
export async function listSwaps(
  db: Db,
  userId: string,
  q: { limit: number; next?: string | undefined },
  explorers: ExplorerBases,
): Promise<{ data: SwapView[]; next: string | null }> {
  const after = q.next ? decodeCursor(MODE, q.next, 2) : null;
  const rows = await db
    .select({ row: swap, at: sql<string>`${swap.createdAt}::text` })
    .from(swap)
    .where(
      and(
        eq(swap.userId, userId),
        after
          ? sql`(${swap.createdAt}, ${swap.id})
              < (${checkKey(after[0], "timestamptz")}::timestamptz, ${checkKey(after[1], "text")})`
          : undefined,
      ),
    )
    .orderBy(desc(swap.createdAt), desc(swap.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => toSwapView(r.row, explorers)),
    next: rows.length > q.limit && last ? encodeCursor(MODE, [last.at, last.row.id]) : null,
  };
}
