// npm run verify-draw -- <mission id or slug> [--url https://questhq.example]
//   [--beacon-url https://api.drand.sh/<chain-hash>]
//
// Recomputes a mission's draw from what the server published — the frozen entry list, its hash,
// the seed and its commitment (or beacon round) — with the documented questhq-draw-v1 algorithm
// (packages/core/src/draws), and says whether the published winners are exactly reproduced.
import { verifyDraw, type DrawView } from "@questhq/core";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const mission = process.argv
    .slice(2)
    .find((a, i, all) => !a.startsWith("--") && !(all[i - 1] ?? "").startsWith("--"));
  if (!mission) {
    console.error(
      "usage: npm run verify-draw -- <mission id or slug> [--url http://localhost:3000] " +
        "[--beacon-url <drand relay>/<chain hash>]",
    );
    return 2;
  }
  const base = (arg("--url") ?? process.env.QUESTHQ_URL ?? "http://localhost:3000").replace(/\/$/, "");
  const drawRes = await fetch(`${base}/api/v1/missions/${encodeURIComponent(mission)}/draw`);
  if (!drawRes.ok) {
    console.error(`Could not read the draw of ${mission} from ${base}: HTTP ${drawRes.status} ${await drawRes.text()}`);
    return 2;
  }
  const draw = ((await drawRes.json()) as { data: DrawView }).data;
  const listRes = await fetch(draw.entries_url.replace(/^https?:\/\/[^/]+/, base));
  if (!listRes.ok) {
    console.error(`Could not download the entry list: HTTP ${listRes.status}`);
    return 2;
  }
  const list = await listRes.text();
  let beaconRandomness: string | undefined;
  const beaconUrl = arg("--beacon-url");
  if (beaconUrl && draw.seed_source === "drand" && draw.beacon_round !== null) {
    const beacon = (await (await fetch(`${beaconUrl.replace(/\/$/, "")}/public/${draw.beacon_round}`)).json()) as {
      randomness: string;
    };
    beaconRandomness = beacon.randomness;
  }
  const result = verifyDraw(draw, list, { beaconRandomness });
  console.log(`Draw of mission ${mission} (${draw.algorithm}, seed source: ${draw.seed_source})`);
  console.log(
    `  entries: ${draw.entry_count ?? 0}, total weight: ${draw.total_weight ?? 0}, ` +
      `winners: ${draw.winners?.length ?? 0}`,
  );
  for (const c of result.checks) console.log(`  ${c.ok ? "✔" : "✘"} ${c.name}: ${c.detail}`);
  console.log(
    result.ok
      ? "VERIFIED: the published list and seed reproduce the published winners."
      : "NOT VERIFIED: see the failed checks above.",
  );
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
