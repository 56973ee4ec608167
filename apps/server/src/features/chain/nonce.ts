import { randomBytes } from "node:crypto";

/** A random 256-bit nonce: unguessable and, in practice, never repeated per wallet. */
export const randomNonce = (): bigint => BigInt(`0x${randomBytes(32).toString("hex")}`);
