// The chain indexer's throughput: N confirmed $HQ deposits (real signatures, real contract, anvil
// from npm) applied by one indexer pass into PGlite, as events per second; and the cost of a
// pass with nothing new (the steady-state poll). Run alone with `npm run bench:chain`, or as part
// of `npm run bench`. BENCH_CHAIN_DEPOSITS (default 1,000).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseEther, type Chain } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { foundry } from "viem/chains";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import { startAnvil } from "@questhq/contracts/anvil";
import { deployPlatform } from "@questhq/contracts/deploy";
import { writeDeployment } from "@questhq/contracts/deployments";
import { hqStakingAbi } from "@questhq/contracts/generated/HQStaking";
import { hqTokenAbi } from "@questhq/contracts/generated/HQToken";
import { MAX_UINT256 } from "@questhq/core";
import { buildApp } from "../apps/server/src/app";
import { openDatabase } from "../apps/server/src/db/client";
import { loadEnv } from "../apps/server/src/env";
import { indexPass } from "../apps/server/src/features/chain/indexer/index-chain";
import { stakingChainTarget } from "../apps/server/src/features/chain/indexer/targets";

const DEPOSITS = Number(process.env.BENCH_CHAIN_DEPOSITS ?? 1_000);
const USERS = [1, 2, 3, 4, 5];

export async function chainBench() {
  const anvil = await startAnvil({ chainId: 31337 });
  const dir = mkdtempSync(path.join(tmpdir(), "questhq-bench-chain-"));
  try {
    const deployment = await deployPlatform({
      rpcUrl: anvil.url,
      deployerKey: ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer],
      signer: ANVIL_ADDRESSES[LOCAL_ROLES.signer],
      treasury: ANVIL_ADDRESSES[LOCAL_ROLES.treasury],
      bonusPool: ANVIL_ADDRESSES[LOCAL_ROLES.bonusPool],
    });
    writeDeployment(deployment, dir);
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dir,
      PUBLIC_URL: "http://localhost:3000",
      WEB_DIST_DIR: "/nonexistent",
      RATE_LIMIT_MAX: "1000000",
      AUTH_RATE_LIMIT_MAX: "1000000",
      CHAIN_RPC_URLS: JSON.stringify({ 31337: anvil.url }),
      STAKING_CHAIN_ID: "31337",
      CHAIN_DEPLOYMENTS_DIR: dir,
    });
    const database = await openDatabase({ dataDir: "memory://" });
    const app = await buildApp({ env, database, logger: false });
    await app.ready();
    const chain = { ...foundry, id: 31337 } as Chain;
    const publicClient = createPublicClient({ chain, transport: http(anvil.url) });
    const testClient = createTestClient({ chain, mode: "anvil", transport: http(anvil.url) });
    const { HQToken: token, HQStaking: staking } = deployment.contracts;
    const treasury = createWalletClient({
      chain,
      transport: http(anvil.url),
      account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[LOCAL_ROLES.treasury]),
    });

    // Accounts link their wallets by signing in, get $HQ and approve the vault.
    for (const i of USERS) {
      const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[i]!);
      const nonce = (
        await app.inject({
          method: "POST",
          url: "/api/auth/siwe/nonce",
          headers: { origin: "http://localhost:3000" },
          payload: {},
        })
      ).json().nonce as string;
      const message = createSiweMessage({
        domain: "localhost:3000",
        uri: "http://localhost:3000",
        address: account.address,
        chainId: 1,
        nonce,
        version: "1",
        issuedAt: new Date(),
      });
      await app.inject({
        method: "POST",
        url: "/api/auth/siwe/verify",
        headers: { origin: "http://localhost:3000" },
        payload: { message, signature: await account.signMessage({ message }) },
      });
      await treasury.writeContract({
        address: token,
        abi: hqTokenAbi,
        functionName: "transfer",
        args: [account.address, parseEther("1000000")],
      });
      const w = createWalletClient({ chain, transport: http(anvil.url), account });
      await w.writeContract({ address: token, abi: erc20Abi, functionName: "approve", args: [staking, MAX_UINT256] });
    }

    const head = await publicClient.getBlockNumber();
    const t0 = performance.now();
    for (let n = 0; n < DEPOSITS; n++) {
      const i = USERS[n % USERS.length]!;
      const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[i]!);
      const amount = parseEther(String(1 + (n % 50)));
      const nonce = BigInt(n + 1);
      const validUntilBlock = head + 1_000_000n;
      const signature = await app.chain.signer.signDeposit(31337, staking, {
        user: account.address,
        amount,
        nonce,
        validUntilBlock,
      });
      await createWalletClient({ chain, transport: http(anvil.url), account }).writeContract({
        address: staking,
        abi: hqStakingAbi,
        functionName: "deposit",
        args: [amount, nonce, validUntilBlock, signature],
      });
    }
    const sendMs = performance.now() - t0;
    await testClient.mine({ blocks: 12 });

    const target = stakingChainTarget(database.db, app.chain.setup!);
    const t1 = performance.now();
    const pass = await indexPass(database.db, target);
    const passMs = performance.now() - t1;
    const t2 = performance.now();
    const idle = await indexPass(database.db, target);
    const idleMs = performance.now() - t2;
    await app.close();
    return {
      deposits: DEPOSITS,
      applied: pass.applied,
      blocks: pass.confirmedTo,
      sendMs,
      passMs,
      eventsPerSecond: (pass.applied / passMs) * 1000,
      idleApplied: idle.applied,
      idleMs,
    };
  } finally {
    await anvil.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printChain(r: Awaited<ReturnType<typeof chainBench>>) {
  console.log(
    `\nChain indexer (PGlite, anvil): ${r.deposits.toLocaleString("en-US")} confirmed deposits ` +
      `over ${r.blocks.toLocaleString("en-US")} blocks`,
  );
  console.log(
    `  one pass applied ${r.applied.toLocaleString("en-US")} events in ${r.passMs.toFixed(0)} ms = ` +
      `${r.eventsPerSecond.toFixed(0)} events/s (ledger credit + event record + cursor per range); ` +
      `idle pass ${r.idleMs.toFixed(0)} ms`,
  );
  console.log(
    `  (sending the ${r.deposits.toLocaleString("en-US")} signed deposits took ${(r.sendMs / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printChain(await chainBench());
}
