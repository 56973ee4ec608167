// What a predictable nonce generator gives away: a repeat, the next nonce's start at the end of the previous one (a
// window sliding over one buffer, as viem's generateSiweNonce does), or any long run shared with an earlier nonce.

const SHARED_RUN = 12; // 62^12 ≈ 3e21 possible runs: two of 10,000 random nonces sharing one is below 1e-11

/** Every way `nonces` (in the order they were issued) betray their generator; empty for independent ones. */
export function nonceLeaks(nonces: string[]): string[] {
  const leaks: string[] = [];
  if (new Set(nonces).size !== nonces.length) leaks.push("a nonce repeats");
  const runs = new Map<string, number>();
  nonces.forEach((nonce, i) => {
    const previous = nonces[i - 1];
    if (previous) {
      for (let k = 8; k <= Math.min(previous.length, nonce.length); k++) {
        if (previous.slice(-k) === nonce.slice(0, k)) leaks.push(`nonce ${i} starts with nonce ${i - 1}'s last ${k}`);
      }
    }
    for (let at = 0; at + SHARED_RUN <= nonce.length; at++) {
      const run = nonce.slice(at, at + SHARED_RUN);
      const seen = runs.get(run);
      if (seen !== undefined && seen !== i) leaks.push(`nonces ${seen} and ${i} share "${run}"`);
      runs.set(run, i);
    }
  });
  return leaks.slice(0, 5);
}
