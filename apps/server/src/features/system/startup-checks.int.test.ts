import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/compiled-server";
import { loadEnv } from "../../env";
import { startSmtpSink } from "../../test/smtp-sink";
import { checkChain, checkDatabase, checkRedis, checkSmtp } from "./startup-checks";
import { StartupError } from "../../lib/startup-error";

// Each outside part a start needs, reached for real: what a self-hoster reads when one is wrong is one line naming
// the setting and the cause (docs/self-hosting.md#when-it-does-not-start).

const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

/** A JSON-RPC node that answers eth_chainId with `chainId`. */
async function fakeNode(chainId: number): Promise<string> {
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const { id } = JSON.parse(body) as { id: number };
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ jsonrpc: "2.0", id, result: `0x${chainId.toString(16)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

async function failure(check: Promise<void>): Promise<StartupError> {
  const error = await check.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(StartupError);
  return error as StartupError;
}

describe("start-up checks", () => {
  it("names DATABASE_URL with a refused connection, and never prints its password", async () => {
    const port = await freePort();
    const error = await failure(checkDatabase(`postgres://quest:s3cret-pass@127.0.0.1:${port}/questhq`));
    expect(error.setting).toBe("DATABASE_URL");
    expect(error.message).toBe(
      `DATABASE_URL: cannot connect to 127.0.0.1:${port}: connection refused ` +
        "(is the server running and listening there?)",
    );
    expect(error.message).not.toContain("s3cret");
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "names a database that does not exist, and passes one that does",
    async () => {
      const admin = new URL(process.env.TEST_DATABASE_URL!);
      await expect(checkDatabase(admin.toString())).resolves.toBeUndefined();
      admin.pathname = "/questhq_never_created";
      const error = await failure(checkDatabase(admin.toString()));
      expect(error.message).toBe(
        `DATABASE_URL: database "questhq_never_created" does not exist on ${admin.hostname}:${admin.port || 5432} ` +
          "(create it first, e.g. `createdb questhq_never_created`)",
      );
    },
  );

  it("names REDIS_URL when nothing answers there", async () => {
    const port = await freePort();
    const error = await failure(checkRedis(`redis://127.0.0.1:${port}`));
    expect(error.message).toBe(
      `REDIS_URL: cannot connect to 127.0.0.1:${port}: connection refused (is the server running and listening there?)`,
    );
  });

  it.runIf(process.env.TEST_REDIS_URL)("passes a Redis that answers", async () => {
    await expect(checkRedis(process.env.TEST_REDIS_URL!)).resolves.toBeUndefined();
  });

  it("passes an SMTP server that greets, and names SMTP_URL when none listens", async () => {
    const sink = await startSmtpSink();
    closers.push(() => sink.close());
    await expect(checkSmtp(sink.url)).resolves.toBeUndefined();
    const port = await freePort();
    const error = await failure(checkSmtp(`smtp://user:pw@127.0.0.1:${port}`));
    expect(error.message).toBe(
      `SMTP_URL: cannot connect to 127.0.0.1:${port}: connection refused (is the server running and listening there?)`,
    );
  });

  it("names CHAIN_RPC_URLS when a node is of another chain or does not answer", async () => {
    const goerli = await fakeNode(5);
    const port = await freePort();
    const settings = { NODE_ENV: "test", STAKING_CHAIN_ID: "424242" };
    await expect(checkChain(loadEnv({ ...settings, CHAIN_RPC_URLS: JSON.stringify({ 5: goerli }) }))).resolves.toBe(
      undefined,
    );
    const wrong = await failure(checkChain(loadEnv({ ...settings, CHAIN_RPC_URLS: JSON.stringify({ 1: goerli }) })));
    expect(wrong.message).toMatch(/^CHAIN_RPC_URLS: the node for chain 1 \(127\.0\.0\.1:\d+\) answers chain id 5$/);
    const down = await failure(
      checkChain(loadEnv({ ...settings, CHAIN_RPC_URLS: JSON.stringify({ 1: `http://127.0.0.1:${port}` }) })),
    );
    expect(down.message).toBe(
      `CHAIN_RPC_URLS: cannot connect to the node for chain 1 (127.0.0.1:${port}): connection refused ` +
        "(is the server running and listening there?)",
    );
  });
});
