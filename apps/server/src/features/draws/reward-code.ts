import { randomBytes } from "node:crypto";

// A winner's reward code (docs/product/missions.md#reward-codes): what a winner of an off-chain reward (an allowlist
// spot, a raffle prize) shows the organizer to claim it. One per winner, drawn from node:crypto when the winners are
// recorded, so nobody can guess another winner's code from their own; it is shown only to its winner and in the
// organizer's winners export.

/** Rewards delivered off chain. NFT mints and token claims go to the wallet that mints or claims: no code. */
export const REWARD_CODE_KINDS: readonly string[] = ["allowlist", "raffle"];

/** Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "QHQ-7K3M-2Q9D-XW4E-H8PZ": 80 random bits, 5 per character, so every character is uniform (no modulo bias). */
export function newRewardCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let chars = "";
  for (let i = 0; i < 16; i++) {
    chars = ALPHABET[Number(bits & 31n)] + chars;
    bits >>= 5n;
  }
  return `QHQ-${chars.match(/.{4}/g)!.join("-")}`;
}
