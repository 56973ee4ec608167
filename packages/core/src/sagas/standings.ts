// The one order of a Saga's standings, wherever they are shown (leaderboard, pinned row, overview, settlement
// preview): boosted credits from most to fewest as numbers, then the public account between equals, so anyone can
// re-derive a page from the published allocation table. Ranks are competition ranks: equal boosted credits share a
// rank and the next one skips (1, 2, 2, 4); an account's rank is the number of accounts strictly ahead, plus one.

export type Standing = { account: string; boostedCredits: bigint };

export function byStanding(a: Standing, b: Standing): number {
  if (a.boostedCredits !== b.boostedCredits) return a.boostedCredits > b.boostedCredits ? -1 : 1;
  return a.account < b.account ? -1 : a.account > b.account ? 1 : 0;
}

/** Competition ranks of rows already in standing order. */
export function competitionRanks(ordered: readonly { boostedCredits: bigint }[]): number[] {
  const ranks: number[] = [];
  for (let i = 0; i < ordered.length; i++) {
    const tied = i > 0 && ordered[i]!.boostedCredits === ordered[i - 1]!.boostedCredits;
    ranks.push(tied ? ranks[i - 1]! : i + 1);
  }
  return ranks;
}
