import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

// Verifiable raffle draws (issue "Missions, part 2": draws anyone can check). Everything here is
// integer arithmetic over SHA-256 outputs, so any implementation in any language that follows
// these steps reproduces the same winners from the published entry list and seed:
//
// 1. Canonical list: entries with weight > 0, sorted by id (UTF-16 code unit order, as JS sorts),
//    one line per entry "<id>:<weight>\n". Its SHA-256 is the entry-list hash published before
//    the draw.
// 2. For pick i = 0, 1, … (until the number of winners or the list is exhausted):
//    total = the weight still in play. For attempt j = 0, 1, …: x = the first 12 hex digits
//    (48 bits) of SHA-256("<seed>:<i>:<j>"); accept when x < 2^48 − (2^48 mod total) and let
//    r = x mod total (rejection sampling: no modulo bias).
// 3. The winner is the entry whose cumulative weight range (in canonical order) contains r; its
//    whole weight leaves play (weighted sampling without replacement).

export const DRAW_ALGORITHM = "questhq-draw-v1";

export type DrawEntry = { id: string; weight: number };

const RANGE = 2 ** 48;

export class DrawInputError extends Error {}

const byId = (a: DrawEntry, b: DrawEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Entries in canonical order; weights must be whole numbers and ids unique. */
export function canonicalEntries(entries: readonly DrawEntry[]): DrawEntry[] {
  for (const e of entries) {
    if (!Number.isSafeInteger(e.weight) || e.weight < 0) throw new DrawInputError(`Entry ${e.id} has an invalid weight.`);
    if (e.id.includes(":") || e.id.includes("\n")) throw new DrawInputError(`Entry id ${e.id} contains a reserved character.`);
  }
  // Sorted first, duplicates are neighbours (checked over all entries, zero weights included):
  // no million-entry Set. An already canonical list sorts in linear time (TimSort).
  const sorted = [...entries].sort(byId);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.id === sorted[i - 1]!.id) throw new DrawInputError(`Entry ${sorted[i]!.id} appears twice.`);
  }
  return sorted.filter((e) => e.weight > 0);
}

export function canonicalEntryList(entries: readonly DrawEntry[]): string {
  return canonicalEntries(entries)
    .map((e) => `${e.id}:${e.weight}\n`)
    .join("");
}

const HASH_CHUNK_LINES = 20_000;

/** The hash published when entries close (hex, 0x-prefixed): SHA-256 of the canonical list, hashed in chunks. */
export function entryListHash(entries: readonly DrawEntry[]): `0x${string}` {
  const list = canonicalEntries(entries);
  const hash = nobleSha256.create();
  for (let i = 0; i < list.length; i += HASH_CHUNK_LINES) {
    let chunk = "";
    for (const e of list.slice(i, i + HASH_CHUNK_LINES)) chunk += `${e.id}:${e.weight}\n`;
    hash.update(utf8ToBytes(chunk));
  }
  return `0x${bytesToHex(hash.digest())}`;
}

/** SHA-256 of a UTF-8 string, 0x-prefixed hex (the same as viem's sha256(stringToBytes(s))). */
export function sha256Text(text: string): `0x${string}` {
  return `0x${bytesToHex(nobleSha256(utf8ToBytes(text)))}`;
}

/** Step 2: a uniform integer in [0, total) for pick `pick`. */
export function uniformForPick(seed: string, pick: number, total: number): number {
  if (!Number.isSafeInteger(total) || total <= 0 || total > RANGE) throw new DrawInputError("Total weight out of range.");
  const limit = RANGE - (RANGE % total);
  for (let attempt = 0; ; attempt++) {
    const x = Number.parseInt(sha256Text(`${seed}:${pick}:${attempt}`).slice(2, 14), 16);
    if (x < limit) return x % total;
  }
}

/** Fenwick tree over weights: prefix sums and removal in O(log n). */
class WeightTree {
  private readonly tree: Float64Array;
  private readonly size: number;
  total = 0;
  constructor(weights: number[]) {
    this.size = weights.length;
    this.tree = new Float64Array(this.size + 1);
    for (let i = 1; i <= this.size; i++) {
      const weight = weights[i - 1] ?? 0;
      this.total += weight;
      const node = (this.tree[i] ?? 0) + weight;
      this.tree[i] = node;
      const parent = i + (i & -i);
      if (parent <= this.size) this.tree[parent] = (this.tree[parent] ?? 0) + node;
    }
  }
  /** Index of the entry whose cumulative range contains r (0 <= r < total). */
  find(r: number): number {
    let pos = 0;
    let rest = r;
    for (let step = 1 << Math.floor(Math.log2(Math.max(this.size, 1))); step > 0; step >>= 1) {
      const next = pos + step;
      if (next <= this.size && this.tree[next]! <= rest) {
        pos = next;
        rest -= this.tree[next]!;
      }
    }
    return pos;
  }
  remove(index: number, weight: number) {
    this.total -= weight;
    for (let i = index + 1; i <= this.size; i += i & -i) this.tree[i] = (this.tree[i] ?? 0) - weight;
  }
}

/** Winner ids in the order they were picked. */
export function drawWinners(input: { entries: readonly DrawEntry[]; seed: string; winners: number }): string[] {
  if (!Number.isSafeInteger(input.winners) || input.winners < 0) throw new DrawInputError("The number of winners must be a whole number.");
  if (input.seed.length === 0) throw new DrawInputError("A draw needs a seed.");
  const list = canonicalEntries(input.entries);
  const tree = new WeightTree(list.map((e) => e.weight));
  const picked: string[] = [];
  const count = Math.min(input.winners, list.length);
  for (let i = 0; i < count; i++) {
    const index = tree.find(uniformForPick(input.seed, i, tree.total));
    const winner = list[index]!;
    picked.push(winner.id);
    tree.remove(index, winner.weight);
  }
  return picked;
}
