import { sha256, stringToBytes } from "viem";
import type { DrawView } from "../participation/views";
import { countOf } from "../plural";
import { DRAW_ALGORITHM, drawWinners, entryListHash, type DrawEntry } from "./draw";

// Checks a published draw from its published data alone (used by `npm run verify-draw` and the
// draw page): the entry list matches its hash, the seed matches its commitment (or the beacon),
// and questhq-draw-v1 over the list and seed gives exactly the published winners.

export type DrawCheck = { name: string; ok: boolean; detail: string };
export type DrawVerification = { ok: boolean; checks: DrawCheck[]; recomputed: string[] };

/** Parses the published list: one "<entrant>:<weight>" per line. */
export function parseEntryList(text: string): DrawEntry[] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line, i) => {
      const at = line.lastIndexOf(":");
      const weight = Number(line.slice(at + 1));
      if (at <= 0 || !Number.isSafeInteger(weight))
        throw new Error(`Line ${i + 1} of the entry list is not "<entrant>:<weight>".`);
      return { id: line.slice(0, at), weight };
    });
}

export function verifyDraw(
  draw: DrawView,
  entryListText: string,
  options: { beaconRandomness?: string } = {},
): DrawVerification {
  const checks: DrawCheck[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  add("algorithm", draw.algorithm === DRAW_ALGORITHM, `${draw.algorithm} (this tool implements ${DRAW_ALGORITHM})`);
  if (!draw.drawn_at || !draw.seed || !draw.winners) {
    add("drawn", false, "The winners have not been drawn yet.");
    return { ok: false, checks, recomputed: [] };
  }
  const listHash = sha256(stringToBytes(entryListText));
  add(
    "entry list hash",
    listHash === draw.entry_list_hash,
    `sha256 of the published list ${listHash} ${listHash === draw.entry_list_hash ? "=" : "≠"} ` +
      `published ${draw.entry_list_hash}`,
  );
  let entries: DrawEntry[] = [];
  try {
    entries = parseEntryList(entryListText);
    const canonical = entryListHash(entries);
    add(
      "canonical list",
      canonical === listHash,
      canonical === listHash ? "the list is in canonical form" : "the list is not in canonical order/format",
    );
  } catch (err) {
    add("canonical list", false, err instanceof Error ? err.message : String(err));
  }
  if (draw.seed_source === "commit") {
    const commitment = sha256(stringToBytes(draw.seed));
    add(
      "seed commitment",
      commitment === draw.seed_commitment,
      `sha256(seed) ${commitment} ${commitment === draw.seed_commitment ? "=" : "≠"} ` +
        `commitment published before entries closed ${draw.seed_commitment}`,
    );
  } else if (options.beaconRandomness !== undefined) {
    const ok = options.beaconRandomness.toLowerCase() === draw.seed.toLowerCase();
    add(
      "beacon",
      ok,
      `${draw.seed_source} round ${draw.beacon_round}: ` +
        (ok ? "the seed is the beacon's value" : "the seed differs from the beacon's value"),
    );
  } else {
    add("beacon", true, `${draw.seed_source} round ${draw.beacon_round}: not fetched (pass the beacon to check it)`);
  }
  const wanted = draw.number_of_winners ?? draw.winners.length;
  const isAll = draw.winners.length === entries.length && wanted === entries.length && draw.total_weight !== null;
  const recomputed = drawWinners({ entries, seed: draw.seed, winners: wanted });
  const sameOrder = recomputed.length === draw.winners.length && recomputed.every((id, i) => id === draw.winners![i]);
  const sameSet = isAll && new Set(recomputed).size === new Set([...recomputed, ...draw.winners]).size;
  add(
    "winners",
    sameOrder || sameSet,
    sameOrder
      ? `${countOf(recomputed.length, "winner")} reproduced in order`
      : sameSet
        ? "every entrant won (selection All)"
        : "the recomputed winners differ from the published ones",
  );
  return { ok: checks.every((c) => c.ok), checks, recomputed };
}
