import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/** An incremental SHA-256 over bytes and UTF-8 text. */
export type Sha256 = { update(data: string | Uint8Array): Sha256; digest(): Uint8Array };

type NodeHash = { update(data: string | Uint8Array, encoding?: "utf8"): NodeHash; digest(): Uint8Array };
type NodeCrypto = { createHash(algorithm: "sha256"): NodeHash };

// In Node (the server, the CLI, the bench) the draw hashes with Node's own SHA-256 (OpenSSL, native code): a
// million-line entry list hashes several times faster than in JavaScript. getBuiltinModule reaches it without an
// import the web bundle would have to resolve; the browser's draw checker falls back to noble's implementation.
// Both give the same bytes, which the draw tests pin against viem's SHA-256.
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.("node:crypto") as NodeCrypto | undefined;

export function createSha256(): Sha256 {
  if (nodeCrypto) {
    const hash = nodeCrypto.createHash("sha256");
    const wrapped: Sha256 = {
      update: (data) => {
        if (typeof data === "string") hash.update(data, "utf8");
        else hash.update(data);
        return wrapped;
      },
      digest: () => hash.digest(),
    };
    return wrapped;
  }
  const hash = nobleSha256.create();
  const wrapped: Sha256 = {
    update: (data) => {
      hash.update(typeof data === "string" ? utf8ToBytes(data) : data);
      return wrapped;
    },
    digest: () => hash.digest(),
  };
  return wrapped;
}
