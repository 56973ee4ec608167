import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

// A real local chain: the anvil binary shipped by the npm package
// @foundry-rs/anvil-<platform>-<arch> (no download at run time). Tests start their own node on a
// free port (anvil picks it: --port 0); `npm run chain` uses 8545. Either way the node has
// anvil's default funded, unlocked accounts (mnemonic "test test ... junk").

export type Anvil = { url: string; port: number; chainId: number; close(): Promise<void> };

const ARCH: Record<string, string> = { x64: "amd64", arm64: "arm64" };

export function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`;
  let manifest: string;
  try {
    manifest = require.resolve(`${pkg}/package.json`);
  } catch {
    throw new Error(`anvil is not installed for this platform (${pkg}); run npm install`);
  }
  return path.join(path.dirname(manifest), "bin", process.platform === "win32" ? "anvil.exe" : "anvil");
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 3000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export type AnvilOptions = {
  chainId?: number;
  timeoutMs?: number;
  /** 0 (default) lets the OS pick a free port. */
  port?: number;
  host?: string;
  /** Seconds between blocks; default: a block per transaction (automine). */
  blockTime?: number;
  /** With blockTime: still mine each transaction at once (blocks also keep coming every blockTime). */
  mixedMining?: boolean;
  /** Persist and reload the chain state from this file (anvil --state). */
  stateFile?: string;
  /** Base fee per gas of the first block, in wei (anvil's default is 1 gwei); it falls in empty blocks from there. */
  baseFee?: bigint;
};

export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const chainId = options.chainId ?? 31337;
  const args = [
    "--host",
    options.host ?? "127.0.0.1",
    "--port",
    String(options.port ?? 0),
    "--chain-id",
    String(chainId),
  ];
  if (options.blockTime) args.push("--block-time", String(options.blockTime));
  if (options.mixedMining) args.push("--mixed-mining");
  if (options.baseFee !== undefined) args.push("--base-fee", options.baseFee.toString());
  // Dumped every 10 s as well as on exit, so a killed process loses little.
  if (options.stateFile) args.push("--state", options.stateFile, "--state-interval", "10");
  const child = spawn(anvilBinary(), args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const fail = (err: Error) => {
      clearTimeout(timer);
      void stop(child).then(() => reject(err));
    };
    const timeoutMs = options.timeoutMs ?? 20_000;
    timer = setTimeout(() => fail(new Error(`anvil did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on [\d.]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off("data", read);
        // Keep draining output so a chatty node never blocks on a full pipe.
        child.stdout?.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", fail);
    child.once("exit", (code) => fail(new Error(`anvil exited with code ${code}:\n${output}`)));
  });
  child.removeAllListeners("exit");
  child.stderr?.removeAllListeners("data");
  child.stderr?.resume();
  const url = `http://127.0.0.1:${port}`;
  await waitForRpc(url);
  return { url, port, chainId, close: () => stop(child) };
}

/** "Listening" is printed as the socket opens; one answered request proves the node serves. */
async function waitForRpc(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (res.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${url} does not answer`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
