import { and, eq, gt, gte, like, or, sql } from "drizzle-orm";
import { creditLedger } from "../../db/schema/index";
import type { Verifier } from "../types";
import { NOT_SET_UP_MESSAGE, sinceDate, threshold } from "./history";
import { creditsEarnedMessage } from "./messages";

// questhq_points_earned: credits (points) the user earned since start_date, from the
// append-only credit ledger.
//
// Choices:
// - "Earned" counts credit movements only (amount > 0): spending credits later does not undo
//   having earned them.
// - category, when set, selects ledger reasons by prefix at a ":" boundary: category "objective"
//   counts reasons "objective" and "objective:…" but not "objectives_bonus". Matching is
//   case-sensitive, as reasons are written by code.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const verifyCreditsEarned: Verifier = async (ctx) => {
  const needed = threshold(ctx.objective.values.number_of_points);
  if (needed === null) return { status: "incomplete", message: NOT_SET_UP_MESSAGE };
  const since = sinceDate(ctx.objective.values.start_date);
  const category =
    typeof ctx.objective.values.category === "string" && ctx.objective.values.category.trim() !== ""
      ? ctx.objective.values.category.trim()
      : null;
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)::text` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, ctx.userId),
        gt(creditLedger.amount, 0n),
        since ? gte(creditLedger.createdAt, since) : undefined,
        category
          ? or(eq(creditLedger.reason, category), like(creditLedger.reason, `${escapeLike(category)}:%`))
          : undefined,
      ),
    );
  const earned = BigInt(row?.total ?? "0");
  if (earned < BigInt(needed))
    return { status: "incomplete", message: creditsEarnedMessage(Number(earned), needed, since, category) };
  return {
    status: "completed",
    evidence: { points_earned: earned.toString(), since: since?.toISOString() ?? null, category },
  };
};
