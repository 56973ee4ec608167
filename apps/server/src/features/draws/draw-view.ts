import type { DrawView } from "@questhq/core";
import type { MissionDraw } from "../../db/schema/index";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public face of a draw: the server seed stays secret until the draw reveals it. */
export function toDrawView(d: MissionDraw, entriesUrl: string): DrawView {
  const isDrawn = d.drawnAt !== null;
  return {
    mission: d.missionId,
    algorithm: d.algorithm,
    seed_source: d.seedSource,
    seed_commitment: d.seedCommitment,
    beacon_round: d.beaconRound,
    seed: isDrawn ? d.seed : null,
    entry_list_hash: d.entryListHash,
    entry_count: d.entryCount,
    total_weight: d.totalWeight,
    number_of_winners: d.numberOfWinners,
    winners: isDrawn ? d.winners : null,
    frozen_at: iso(d.frozenAt),
    drawn_at: iso(d.drawnAt),
    entries_url: entriesUrl,
  };
}
