import { sql } from "drizzle-orm";
import {
  AppError,
  displayName,
  MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS,
  type LeaderboardRow,
  type SagaLeaderboardPage,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { user, walletAddress, type Saga } from "../../db/schema/index";
import { rowsOf } from "../../db/rows";
import { sagaAccount, sagaAccountSql, sagaStandingOf, sagaTotals, standingsSql } from "./saga-standings";

// GET /seasons/{slug}/leaderboard: accounts by boosted credits, numerically, ties in public account order (the
// order of the published allocation table, so anyone can check a page against it); keyset-paged on (boosted desc,
// account asc) so a deep page costs the same as the first. Ranks are competition ranks (equal boosted
// credits share a rank: 1, 2, 2, 4), the same rule as the pinned row and the overview. Public: names
// shown are the ones a person chose (never an email), else ENS or a shortened wallet.

type Cursor = { boosted: string; account: string; position: number; rank: number };

const encode = (c: Cursor) =>
  Buffer.from(JSON.stringify([c.boosted, c.account, c.position, c.rank])).toString("base64url");

function decode(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const [boosted, account, position, rank] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    if (typeof boosted !== "string" || !/^\d{1,60}$/.test(boosted)) throw new Error();
    if (typeof account !== "string" || !/^[0-9a-f]{24}$/.test(account)) throw new Error();
    const isCount = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 1;
    if (!isCount(position) || !isCount(rank) || rank > position) throw new Error();
    return { boosted, account, position, rank };
  } catch {
    throw new AppError("bad_request", "This page link is not valid any more. Reload the leaderboard.");
  }
}

/** The public bits of a profile (alias u): chosen name, ENS, avatar and the wallet to shorten. */
const PROFILE = sql`u.name, u.ens_name, u.image, (select w.address from ${walletAddress} w where w.user_id = u.id
  order by w.is_primary desc, w.created_at limit 1) as wallet`;

type Row = {
  user_id: string;
  account: string;
  credits_text: string;
  boosted_text: string;
  stars_text: string;
  membership_text: string;
  staked_text: string;
  name: string | null;
  ens_name: string | null;
  image: string | null;
  wallet: string | null;
};

export async function getLeaderboard(
  db: Db,
  s: Saga,
  viewerId: string | null,
  q: { cursor?: string; limit: number },
): Promise<SagaLeaderboardPage> {
  const after = decode(q.cursor);
  const keyset = after
    ? sql`and (s.boosted < ${after.boosted}::numeric
        or (s.boosted = ${after.boosted}::numeric and s.account collate "C" > ${after.account}))`
    : sql``;
  // The numbers leave as text (exact past 2^53) under other names than the numeric columns: an output column
  // named `boosted` would win the ORDER BY's name lookup and sort the standings as text ("500" above "1825").
  const result = await db.execute(sql`select s.user_id, s.account, s.credits::text as credits_text,
      s.boosted::text as boosted_text, s.stars::text as stars_text, s.membership::text as membership_text,
      s.staked::text as staked_text, ${PROFILE}
    from (select t.*, ${sagaAccountSql(s.id, sql`t.user_id`)} as account
      from (${standingsSql(s)}) t where t.boosted > 0) s
    join ${user} u on u.id = s.user_id
    where true ${keyset}
    order by s.boosted desc, s.account collate "C" asc limit ${q.limit + 1}`);
  const rows = rowsOf<Row>(result);
  const page = rows.slice(0, q.limit);
  let position = after?.position ?? 0;
  let rank = after?.rank ?? 0;
  let previous = after?.boosted ?? null;
  const data = page.map((r) => {
    position += 1;
    if (r.boosted_text !== previous) rank = position;
    previous = r.boosted_text;
    return toRow(r, rank, viewerId);
  });
  const last = page.at(-1);
  const more = rows.length > q.limit && last;
  const next = more ? encode({ boosted: last.boosted_text, account: last.account, position, rank }) : null;
  return { data, me: viewerId ? await pinned(db, s, viewerId) : null, next };
}

function toRow(r: Row, rank: number, viewerId: string | null): LeaderboardRow {
  const membership = Math.min(Number(r.membership_text), MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS);
  return {
    rank,
    account: r.account,
    display_name: displayName({ name: r.name, ensName: r.ens_name, walletAddress: r.wallet }),
    image: r.image,
    credits: Number(r.credits_text),
    booster_hundredths: Number(r.stars_text) + membership + Number(r.staked_text),
    boosted_credits: Number(r.boosted_text),
    is_me: r.user_id === viewerId,
  };
}

/** The viewer's own row wherever it falls (rank = accounts strictly ahead + 1), or null with nothing boosted. */
async function pinned(db: Db, s: Saga, viewerId: string): Promise<LeaderboardRow | null> {
  const mine = await sagaStandingOf(db, s, viewerId);
  if (mine.boostedCredits <= 0n) return null;
  const totals = await sagaTotals(db, s, mine.boostedCredits);
  const [u] = rowsOf<{ name: string | null; ens_name: string | null; image: string | null; wallet: string | null }>(
    await db.execute(sql`select ${PROFILE} from ${user} u where u.id = ${viewerId}`),
  );
  return {
    rank: totals.ahead + 1,
    account: sagaAccount(s.id, viewerId),
    display_name: displayName({ name: u?.name, ensName: u?.ens_name, walletAddress: u?.wallet }),
    image: u?.image ?? null,
    credits: Number(mine.credits),
    booster_hundredths: mine.totalHundredths,
    boosted_credits: Number(mine.boostedCredits),
    is_me: true,
  };
}
