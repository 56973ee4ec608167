import { describe, expect, it } from "vitest";
import { checkAllContracts, formatResults } from "../contract/run";

// The fakes may not drift from the providers' published contracts: every probe's answer must conform to the
// vendored document (contract/documents), and every provider we fake must be covered.
describe("the fakes against the providers' documents", () => {
  it("answers every probed operation as the provider's document says", async () => {
    const results = await checkAllContracts();
    const report = formatResults(results);
    console.log(report);
    expect(results.map((r) => r.provider).sort()).toEqual(
      ["Discord", "LI.FI", "Stripe", "Telegram", "X", "YouTube"].sort(),
    );
    for (const r of results) expect(r.answers, `${r.provider} has probes`).toBeGreaterThan(0);
    expect(
      results.flatMap((r) => r.results.filter((x) => x.mismatches.length > 0)),
      report,
    ).toEqual([]);
  });
});
