import { randomBytes } from "node:crypto";
import { createPublicClient, http, isAddressEqual, verifyMessage, type Address, type Hex } from "viem";
import { parseSiweMessage, type SiweMessage } from "viem/siwe";
import { AppError } from "@questhq/core";

export type SiweSettings = {
  /** The app's public origin, e.g. http://localhost:3000; the message's domain and URI must match it. */
  publicUrl: string;
  /** chain id → RPC URL: with one, contract wallets (ERC-1271 / ERC-6492) verify on their chain. */
  rpcUrls?: Record<number, string>;
};

const NONCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const SIWE_NONCE_LENGTH = 32;

/**
 * A single-use EIP-4361 nonce: 32 alphanumeric characters (about 190 bits) from the operating system's CSPRNG.
 * viem's generateSiweNonce slides a window over one Math.random buffer, so each nonce gives away the next.
 */
export function newSiweNonce(): string {
  let nonce = "";
  while (nonce.length < SIWE_NONCE_LENGTH) {
    for (const byte of randomBytes(SIWE_NONCE_LENGTH * 2)) {
      // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
      if (byte < 248 && nonce.length < SIWE_NONCE_LENGTH) nonce += NONCE_ALPHABET[byte % 62];
    }
  }
  return nonce;
}

export type CheckedSiwe = SiweMessage & { address: Address; nonce: string; chainId: number };

/** Parse an EIP-4361 message and check everything but the nonce's freshness and the signature. */
export function checkSiweMessage(message: string, settings: SiweSettings, now = new Date()): CheckedSiwe {
  let parsed: Partial<SiweMessage>;
  try {
    parsed = parseSiweMessage(message);
  } catch {
    throw new AppError("unauthorized", "The sign-in message is not a valid EIP-4361 message.");
  }
  if (!parsed.address || !parsed.nonce || !parsed.chainId || !parsed.domain || !parsed.uri || parsed.version !== "1") {
    throw new AppError("unauthorized", "The sign-in message is missing required fields.");
  }
  const expected = new URL(settings.publicUrl);
  if (parsed.domain.toLowerCase() !== expected.host.toLowerCase()) {
    throw new AppError("unauthorized", "The sign-in message was made for another domain.");
  }
  let uriOrigin: string;
  try {
    uriOrigin = new URL(parsed.uri).origin;
  } catch {
    throw new AppError("unauthorized", "The sign-in message has an invalid URI.");
  }
  if (uriOrigin !== expected.origin) {
    throw new AppError("unauthorized", "The sign-in message was made for another site.");
  }
  if (parsed.expirationTime && now >= parsed.expirationTime) {
    throw new AppError("unauthorized", "The sign-in message has expired.");
  }
  if (parsed.notBefore && now < parsed.notBefore) {
    throw new AppError("unauthorized", "The sign-in message is not valid yet.");
  }
  return parsed as CheckedSiwe;
}

/** True when `signature` is `address`'s signature of `message` (EOA always; contract wallets with an RPC). */
export async function verifySiweSignature(
  args: { message: string; signature: string; address: Address; chainId: number },
  settings: SiweSettings,
): Promise<boolean> {
  const rpc = settings.rpcUrls?.[args.chainId];
  try {
    if (rpc) {
      const client = createPublicClient({ transport: http(rpc, { timeout: 10_000 }) });
      return await client.verifyMessage({
        address: args.address,
        message: args.message,
        signature: args.signature as Hex,
      });
    }
    return await verifyMessage({ address: args.address, message: args.message, signature: args.signature as Hex });
  } catch {
    return false;
  }
}

export function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address);
  } catch {
    return false;
  }
}
