import { bytesToHex } from "@noble/hashes/utils.js";
import { createSha256 } from "./sha256";

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

function checkEntry(e: DrawEntry) {
  if (!Number.isSafeInteger(e.weight) || e.weight < 0) throw new DrawInputError(`Entry ${e.id} has an invalid weight.`);
  // indexOf, not includes: on a million ids V8 runs it over ten times faster.
  if (e.id.indexOf(":") !== -1 || e.id.indexOf("\n") !== -1)
    throw new DrawInputError(`Entry id ${e.id} contains a reserved character.`);
}

/**
 * Entries in canonical order; weights must be whole numbers and ids unique. A list that is canonical already (how
 * the server loads a frozen list) is checked in one pass and returned as it is: no copy, no sort.
 */
export function canonicalEntries(entries: readonly DrawEntry[]): readonly DrawEntry[] {
  let isCanonical = true;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    checkEntry(e);
    if (isCanonical && (e.weight === 0 || (i > 0 && !(entries[i - 1]!.id < e.id)))) isCanonical = false;
  }
  if (isCanonical) return entries;
  // Sorted first, duplicates are neighbours (checked over all entries, zero weights included): no million-entry Set.
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

const HASH_BUFFER_BYTES = 1 << 20;
let utf8: TextEncoder | undefined;

/**
 * The hash published when entries close (hex, 0x-prefixed): SHA-256 of the canonical list. The lines are written
 * as UTF-8 bytes straight into a reused buffer that is hashed whenever it fills: no million-line string is built,
 * and ASCII ids (UUIDs, the usual case) are copied a code unit at a time without calling the encoder.
 */
export function entryListHash(entries: readonly DrawEntry[]): `0x${string}` {
  const list = canonicalEntries(entries);
  const hash = createSha256();
  const buf = new Uint8Array(HASH_BUFFER_BYTES);
  let off = 0;
  for (let k = 0; k < list.length; k++) {
    const { id, weight } = list[k]!;
    // At most 3 bytes per UTF-16 code unit, 16 digits of a safe integer, ':' and '\n'.
    const most = id.length * 3 + 18;
    if (off + most > buf.length) {
      hash.update(buf.subarray(0, off));
      off = 0;
    }
    if (most > buf.length) {
      hash.update(`${id}:${weight}\n`);
      continue;
    }
    let isAscii = true;
    for (let j = 0; j < id.length; j++) {
      const c = id.charCodeAt(j);
      if (c > 0x7f) {
        isAscii = false;
        break;
      }
      buf[off + j] = c;
    }
    if (isAscii) {
      off += id.length;
    } else {
      utf8 ??= new TextEncoder();
      off += utf8.encodeInto(id, buf.subarray(off)).written;
    }
    buf[off++] = 0x3a; // ':'
    let digits = 1;
    for (let w = weight; w >= 10; w = Math.floor(w / 10)) digits++;
    for (let d = digits - 1, w = weight; d >= 0; d--, w = Math.floor(w / 10)) buf[off + d] = 0x30 + (w % 10);
    off += digits;
    buf[off++] = 0x0a; // '\n'
  }
  hash.update(buf.subarray(0, off));
  return `0x${bytesToHex(hash.digest())}`;
}

/** SHA-256 of a UTF-8 string, 0x-prefixed hex (the same as viem's sha256(stringToBytes(s))). */
export function sha256Text(text: string): `0x${string}` {
  return `0x${bytesToHex(createSha256().update(text).digest())}`;
}

/** Step 2: a uniform integer in [0, total) for pick `pick`. */
export function uniformForPick(seed: string, pick: number, total: number): number {
  if (!Number.isSafeInteger(total) || total <= 0 || total > RANGE)
    throw new DrawInputError("Total weight out of range.");
  const limit = RANGE - (RANGE % total);
  for (let attempt = 0; ; attempt++) {
    // The first 48 bits (12 hex digits) of the digest, big-endian.
    const d = createSha256().update(`${seed}:${pick}:${attempt}`).digest();
    const x = ((((d[0]! * 256 + d[1]!) * 256 + d[2]!) * 256 + d[3]!) * 256 + d[4]!) * 256 + d[5]!;
    if (x < limit) return x % total;
  }
}

/** Fenwick tree over weights: prefix sums and removal in O(log n). */
class WeightTree {
  private readonly tree: Float64Array;
  private readonly size: number;
  total = 0;
  constructor(entries: readonly DrawEntry[]) {
    this.size = entries.length;
    this.tree = new Float64Array(this.size + 1);
    for (let i = 1; i <= this.size; i++) {
      const weight = entries[i - 1]!.weight;
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
  if (!Number.isSafeInteger(input.winners) || input.winners < 0)
    throw new DrawInputError("The number of winners must be a whole number.");
  if (input.seed.length === 0) throw new DrawInputError("A draw needs a seed.");
  const list = canonicalEntries(input.entries);
  const tree = new WeightTree(list);
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
