// `npm run bench` part "webhooks": 1,000 events at 50 a second, from changes committed in the server to a local
// receiver that verifies each signature with `standardwebhooks`. The server (bench/webhooks-target.ts) and the load
// generator (bench/webhooks-load.mjs) are child processes; the receiver lives here. Latency is from the moment the
// change was asked for (before its transaction) to the moment the signed delivery arrived. Prints one JSON line.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Webhook } from "standardwebhooks";

const COUNT = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 50);
const databaseUrl = process.env.BENCH_WEBHOOKS_DATABASE_URL;

const latencies = new Map<number, number>();
const seenIds = new Set<string>();
let duplicates = 0;
let badSignatures = 0;
let secret = "";

const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const arrived = Date.now();
    const body = Buffer.concat(chunks).toString("utf8");
    const id = String(req.headers["webhook-id"]);
    try {
      const event = new Webhook(secret).verify(body, req.headers as Record<string, string>) as {
        data: { seq: number; asked_at: number };
      };
      if (seenIds.has(id)) duplicates++;
      else {
        seenIds.add(id);
        latencies.set(event.data.seq, arrived - event.data.asked_at);
      }
      res.writeHead(204).end();
    } catch {
      badSignatures++;
      res.writeHead(400).end();
    }
  });
});
await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const dir = mkdtempSync(path.join(tmpdir(), "questhq-bench-webhooks-"));
const target = spawn(
  process.execPath,
  [
    "--import",
    "tsx",
    path.join(import.meta.dirname, "webhooks-target.ts"),
    JSON.stringify(databaseUrl ? { databaseUrl, receiver: receiverUrl } : { dataDir: dir, receiver: receiverUrl }),
  ],
  { stdio: ["ignore", "pipe", "inherit"] },
);
try {
  const ready = await new Promise<{ port: number; engine: string; secret: string }>((resolve, reject) => {
    target.once("exit", (code) => reject(new Error(`the webhook bench target exited (${code})`)));
    createInterface({ input: target.stdout! }).on("line", (line) => {
      if (line.startsWith("READY ")) resolve(JSON.parse(line.slice(6)));
    });
  });
  secret = ready.secret;
  const load = await new Promise<{ asked: number; accepted: number; seconds: number }>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        path.join(import.meta.dirname, "webhooks-load.mjs"),
        JSON.stringify({ port: ready.port, count: COUNT, rate: RATE }),
      ],
      (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout.trim().split("\n").pop()!))),
    );
  });
  // Everything accepted must arrive; wait up to 60 s past the last request.
  const deadline = Date.now() + 60_000;
  while (latencies.size < load.accepted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const sorted = [...latencies.values()].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.log(
    JSON.stringify({
      engine: ready.engine,
      events: COUNT,
      rate: RATE,
      accepted: load.accepted,
      delivered: latencies.size,
      lost: load.accepted - latencies.size,
      duplicates,
      badSignatures,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: sorted.at(-1) ?? Number.NaN,
      sendSeconds: load.seconds,
    }),
  );
} finally {
  target.kill("SIGTERM");
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
}
