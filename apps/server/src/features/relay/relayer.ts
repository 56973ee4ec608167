import { sql } from "drizzle-orm";
import { createWalletClient, http, type Address, type Hash, type Hex } from "viem";
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import { embeddedConnectionOf, type Db } from "../../db/client";
import type { Env } from "../../env";
import { publicClientFor } from "../chain/index";

// The platform's relayer: the account that sends stakers' forwarded mints and claims and pays their gas. Like the
// platform signer, its key lives only in the viem account's closure; the object handed around exposes the address and
// one send method. Sends from one key must not share a nonce: each takes the chain's pending nonce under a lock per
// chain and relayer (an advisory lock on PostgreSQL, so several servers queue; a queue in this process on PGlite).

export type RelayedCall = { to: Address; data: Hex; value: bigint; gas: bigint };

export type Relayer = {
  readonly address: Address;
  /** Sends `call` on `chainId` through `rpcUrl` and answers its hash once the node has accepted it. */
  send(db: Db, chainId: number, rpcUrl: string, call: RelayedCall): Promise<Hash>;
  toJSON(): { address: Address };
};

/** The relayer of RELAYER_PRIVATE_KEY; outside production anvil's account 8 (the signer, which sends nothing else). */
export function createRelayer(env: Env): Relayer | null {
  const configured = env.RELAYER_PRIVATE_KEY;
  if (!configured && env.isProduction) return null;
  const own = configured && ((configured.startsWith("0x") ? configured : `0x${configured}`) as Hex);
  const key = own || ANVIL_PRIVATE_KEYS[LOCAL_ROLES.signer];
  const account: PrivateKeyAccount = privateKeyToAccount(key);
  return {
    address: account.address,
    async send(db, chainId, rpcUrl, call) {
      const client = publicClientFor(chainId, rpcUrl);
      const transport = http(rpcUrl, { retryCount: 0, timeout: 15_000 });
      const wallet = createWalletClient({ account, chain: client.chain, transport });
      return withSendLock(db, `relayer:${chainId}:${account.address.toLowerCase()}`, async () => {
        const nonce = await client.getTransactionCount({ address: account.address, blockTag: "pending" });
        return wallet.sendTransaction({ ...call, nonce, chain: client.chain });
      });
    },
    toJSON: () => ({ address: account.address }),
  };
}

const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `send` after every other send under `name` has finished: in this process, and on PostgreSQL across servers. */
async function withSendLock<T>(db: Db, name: string, send: () => Promise<T>): Promise<T> {
  // Embedded, the advisory lock's transaction would hold the one connection for the whole send.
  const embedded = embeddedConnectionOf(db);
  if (embedded) {
    let byName = queues.get(embedded);
    if (!byName) {
      byName = new Map();
      queues.set(embedded, byName);
    }
    const before = byName.get(name) ?? Promise.resolve();
    const mine = before.then(send, send);
    byName.set(
      name,
      mine.catch(() => undefined),
    );
    return mine;
  }
  // A waiting lock (not the job lock's try): a second request queues behind the first instead of failing. The
  // transaction holds one pooled connection for the length of a send (the node answers the hash at once).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`questhq:${name}`}, 0))`);
    return send();
  });
}
