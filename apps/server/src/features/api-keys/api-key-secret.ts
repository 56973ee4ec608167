import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "@questhq/core";

// A key is "qhq_" + 32 random bytes in base62: 256 bits, so a plain SHA-256 at rest is enough (nothing to
// brute-force, unlike a password) and a lookup by its hash is one index read.

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** 32 bytes need 43 base62 digits (62^43 > 2^256). */
const KEY_DIGITS = 43;
/** Characters of the key kept and shown to tell keys apart ("qhq_" and 8 more). */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

function base62(bytes: Buffer, digits: number): string {
  let n = BigInt(`0x${bytes.toString("hex")}`);
  let out = "";
  for (let i = 0; i < digits; i++) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${base62(randomBytes(32), KEY_DIGITS)}`;
  return { key, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), hash: hashApiKey(key) };
}

/** Whether a bearer token has a key's shape; anything else is not looked up. */
export function looksLikeApiKey(token: string): boolean {
  return (
    token.length === API_KEY_PREFIX.length + KEY_DIGITS &&
    token.startsWith(API_KEY_PREFIX) &&
    /^[0-9A-Za-z]+$/.test(token.slice(API_KEY_PREFIX.length))
  );
}
