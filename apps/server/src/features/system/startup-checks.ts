import pg from "pg";
import { Redis } from "ioredis";
import nodemailer from "nodemailer";
import type { Env } from "../../env";
import { createPlatformSigner, loadChainSetup } from "../chain/index";
import { connectFailure, hostOf, StartupError, within } from "../../lib/startup-error";

// Before anything listens, every outside part this process needs is reached once, so that a wrong setting stops the
// start with one line naming it (docs/self-hosting.md#when-it-does-not-start) instead of a stack trace, a server that
// answers 500s, or one that stays up with a dead dependency.

const CONNECT_TIMEOUT_MS = 10_000;

/** PostgreSQL at DATABASE_URL answers and is PostgreSQL; a missing database or a refused login is named. */
export async function checkDatabase(url: string): Promise<void> {
  const where = hostOf(url, 5432);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A server that drops the connection after connect would otherwise emit an unhandled 'error'.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === "3D000") {
      const name = new URL(url).pathname.slice(1);
      throw new StartupError(
        "DATABASE_URL",
        `database "${name}" does not exist on ${where} (create it first, e.g. \`createdb ${name}\`)`,
      );
    }
    if (e.code === "28P01" || e.code === "28000") {
      throw new StartupError("DATABASE_URL", `${where} refused the login: ${e.message}`);
    }
    if (e.message === "timeout expired" || e.message === "Connection terminated due to connection timeout") {
      throw new StartupError(
        "DATABASE_URL",
        `cannot connect to ${where}: timed out after ${CONNECT_TIMEOUT_MS / 1000} s`,
      );
    }
    throw new StartupError("DATABASE_URL", connectFailure(err, where));
  } finally {
    await client.end().catch(() => {});
  }
}

/** Redis at REDIS_URL answers a PING (a password it refuses, or a wrong database number, is named). */
export async function checkRedis(url: string): Promise<void> {
  const where = hostOf(url, 6379);
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let lastError: unknown;
  redis.on("error", (err) => {
    lastError = err;
  });
  try {
    await within(redis.connect(), CONNECT_TIMEOUT_MS + 1000, "connect");
    await within(redis.ping(), CONNECT_TIMEOUT_MS, "PING");
  } catch (err) {
    throw new StartupError("REDIS_URL", connectFailure(lastError ?? err, where));
  } finally {
    redis.disconnect();
  }
}

/** The SMTP server at SMTP_URL greets us and accepts the login, so the first sign-in code does not fail. */
export async function checkSmtp(url: string): Promise<void> {
  const where = hostOf(url, url.startsWith("smtps:") ? 465 : 587);
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: CONNECT_TIMEOUT_MS,
  });
  try {
    await transport.verify();
  } catch (err) {
    const e = err as { code?: string; responseCode?: number; message?: string };
    if (e.code === "EAUTH") {
      throw new StartupError("SMTP_URL", `${where} refused the user name or password (${e.responseCode ?? "EAUTH"})`);
    }
    // nodemailer wraps the socket's error (ESOCKET, ECONNECTION) and keeps its code only in the message.
    const socketCode = /\b(E[A-Z]{4,})\b/.exec(e.message ?? "")?.[1];
    throw new StartupError("SMTP_URL", connectFailure(socketCode ? { ...e, code: socketCode } : err, where));
  } finally {
    transport.close();
  }
}

async function chainIdOf(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
  const body = (await response.json()) as { result?: unknown };
  if (typeof body.result !== "string" || !/^0x[0-9a-f]+$/i.test(body.result)) {
    throw new Error("it did not answer eth_chainId");
  }
  return Number(BigInt(body.result));
}

/**
 * Every node of CHAIN_RPC_URLS answers as the chain it is listed for (a node of another chain would accept and
 * then lose every on-chain check), and the contracts of the staking chain trust our signer's address.
 */
export async function checkChain(env: Env): Promise<void> {
  const nodes = Object.entries(env.CHAIN_RPC_URLS ?? {});
  await Promise.all(
    nodes.map(async ([listed, rpcUrl]) => {
      const where = `the node for chain ${listed} (${hostOf(rpcUrl, rpcUrl.startsWith("https:") ? 443 : 80)})`;
      let answered: number;
      try {
        answered = await chainIdOf(rpcUrl);
      } catch (err) {
        const cause = err as { name?: string; cause?: unknown };
        const network = cause.name === "TimeoutError" ? { code: "ETIMEDOUT" } : (cause.cause ?? err);
        throw new StartupError("CHAIN_RPC_URLS", connectFailure(network, where));
      }
      if (answered !== Number(listed)) {
        throw new StartupError("CHAIN_RPC_URLS", `${where} answers chain id ${answered}`);
      }
    }),
  );
  const setup = loadChainSetup(env);
  const signer = createPlatformSigner(env).address.toLowerCase();
  const expected = setup?.deployment.roles.signer.toLowerCase();
  if (setup && expected && expected !== signer) {
    throw new StartupError(
      "CHAIN_SIGNER_PRIVATE_KEY",
      `its address ${signer} is not the signer the contracts on chain ${setup.chainId} were deployed with ` +
        `(${expected}, in ${setup.chainId}.json): the contracts would refuse every signature. Use the key of ` +
        "that address, or deploy again with SIGNER_ADDRESS set to this one",
    );
  }
}

/** The checks for this process's settings, in the order a self-hoster would fix them. */
export async function checkDependencies(env: Env): Promise<void> {
  if (env.DATABASE_URL) await checkDatabase(env.DATABASE_URL);
  if (env.REDIS_URL) await checkRedis(env.REDIS_URL);
  if (env.SMTP_URL) await checkSmtp(env.SMTP_URL);
  await checkChain(env);
}
