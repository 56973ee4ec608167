// A secret's length says little about how hard it is to guess: 32 times the same letter passes any length rule.
// Start-up refuses our own secrets (session signing, token sealing, platform keys) whose estimated randomness is
// below MIN_SECRET_BITS. Third-party secrets (Stripe, OAuth apps) are not ours to judge.

export const MIN_SECRET_BITS = 128;

/** Length of the shortest unit the string repeats ("abcabca" → 3): the rest adds no information. */
function repeatingUnitLength(chars: string[]): number {
  // Knuth-Morris-Pratt prefix function: the longest proper prefix that is also a suffix.
  const border = new Array<number>(chars.length).fill(0);
  for (let i = 1, k = 0; i < chars.length; i++) {
    while (k > 0 && chars[i] !== chars[k]) k = border[k - 1]!;
    if (chars[i] === chars[k]) k++;
    border[i] = k;
  }
  return chars.length - (border[chars.length - 1] ?? 0);
}

/**
 * Estimated bits of randomness: the Shannon entropy of the characters' frequencies times the length of the repeating
 * unit. It underestimates short truly random strings (32 hex characters score about 112) and sees through
 * repetition ("ab" × 32 scores 2); random 32-byte secrets in hex or base64 score well above 128.
 */
export function estimatedEntropyBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const unit = chars.slice(0, repeatingUnitLength(chars));
  const counts = new Map<string, number>();
  for (const c of unit) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const n of counts.values()) {
    const p = n / unit.length;
    bitsPerChar -= p * Math.log2(p);
  }
  return bitsPerChar * unit.length;
}

/** The start-up message for a weak secret, or null when it is strong enough. */
export function weakSecretMessage(secret: string): string | null {
  const bits = estimatedEntropyBits(secret);
  if (bits >= MIN_SECRET_BITS) return null;
  return (
    `looks guessable (about ${Math.floor(bits)} bits of randomness, at least ${MIN_SECRET_BITS} needed); ` +
    "make one with `openssl rand -hex 32`"
  );
}
