import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAIN_FILE } from "../../../build";
import {
  buildServerOnce,
  type Cleanups,
  freePort,
  freshPostgres,
  get,
  startCompiled,
  tempDir,
  until,
  whenReady,
  logLines,
} from "../../test/compiled-server";

// The compiled server with an OTLP endpoint, as an operator would run it with a collector: a local receiver takes the
// spans in OTLP/HTTP JSON (the protocol a test can read; the default protobuf goes through the same SDK). The demo's
// news ingestion makes the outgoing requests: a job run fetches the fixture feeds from this same server, so one trace
// holds the job, its client requests and the server's answers to them. Statements are traced on PostgreSQL (the pg
// driver), so the database spans are checked in the PostgreSQL pass.

type Attribute = { key: string; value: Record<string, unknown> };
type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Attribute[];
};
type Export = {
  resourceSpans: {
    resource: { attributes: Attribute[] };
    scopeSpans: { scope: { name: string }; spans: Span[] }[];
  }[];
};

const SERVER = 2;
const CLIENT = 3;

const attr = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};
/** The database a span went to, by the current semantic conventions' name or the older one. */
const dbSystem = (span: Span) => attr(span, "db.system.name") ?? attr(span, "db.system");

/** An OTLP/HTTP JSON receiver on loopback: every span it was sent, and the resource each came with. */
async function otlpReceiver(cleanups: Cleanups) {
  const exports: Export[] = [];
  const paths: string[] = [];
  const protobufBodies: Buffer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const type = req.headers["content-type"];
      paths.push(`${req.method} ${req.url} ${type}`);
      if (type === "application/x-protobuf") {
        protobufBodies.push(Buffer.concat(chunks));
        // An empty ExportTraceServiceResponse.
        res.writeHead(200, { "content-type": "application/x-protobuf" }).end();
        return;
      }
      exports.push(JSON.parse(Buffer.concat(chunks).toString()) as Export);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const spans = () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  const resources = () => exports.flatMap((e) => e.resourceSpans.map((r) => r.resource));
  return { port: (server.address() as AddressInfo).port, spans, resources, paths, protobufBodies };
}

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe("OpenTelemetry tracing", { timeout: 180_000 }, () => {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  beforeAll(() => buildServerOnce(), 200_000);

  /** The demo's settings (sandbox providers, fixture feeds) without the seed and the local chain, spans in JSON. */
  const startTraced = async (settings: Record<string, string>) =>
    startCompiled(cleanups, MAIN_FILE, {
      NODE_ENV: "development",
      SEED_DEMO: "false",
      LOCAL_CHAIN: "false",
      DATA_DIR: tempDir(cleanups, "tracing"),
      ...(adminUrl ? { DATABASE_URL: await freshPostgres(cleanups, adminUrl) } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      ...settings,
    });

  it("sends request, outgoing request, job and database spans to the OTLP endpoint", async () => {
    const receiver = await otlpReceiver(cleanups);
    const server = await startTraced({
      NEWS_INGEST_INTERVAL_MINUTES: "15",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.port}`,
      OTEL_SERVICE_NAME: "questhq-tracing-test",
      OTEL_BSP_SCHEDULE_DELAY: "200",
    });
    await whenReady(server);
    const config = await get(server.port, "/api/v1/config?ref=s3cret-value&utm_source=x");
    expect(config.status).toBe(200);

    // The first ingestion starts 5 s after start: its fixture feeds are read from this server.
    const feedReads = () => receiver.spans().filter((s) => s.kind === SERVER && s.name === "GET /sandbox/feeds/:file");
    // A job span is sent when the run ends, after the requests it made.
    const jobRun = () =>
      receiver
        .spans()
        .find((s) => s.name === "job news-ingest" && feedReads().filter((r) => r.traceId === s.traceId).length >= 4);
    await until("the news job's spans", server, () => jobRun() !== undefined);
    await until("the request's span", server, () =>
      receiver.spans().some((s) => s.kind === SERVER && s.name === "GET /api/v1/config"),
    );
    const spans = receiver.spans();

    expect(receiver.paths[0]).toBe("POST /v1/traces application/json");
    const serviceNames = receiver.resources().map((r) => r.attributes.find((a) => a.key === "service.name"));
    expect(serviceNames.every((a) => a?.value.stringValue === "questhq-tracing-test")).toBe(true);

    // The request: named by its route, with the id its log line has, and the query's values left behind.
    const request = spans.find((s) => s.kind === SERVER && s.name === "GET /api/v1/config")!;
    expect(attr(request, "http.route")).toBe("/api/v1/config");
    expect(JSON.stringify(request)).not.toContain("s3cret-value");
    expect(attr(request, "url.query")).toBe("ref=REDACTED&utm_source=REDACTED");
    const requestLog = logLines(server).find((l) => l.path === "/api/v1/config");
    expect(attr(request, "questhq.request_id")).toBe(requestLog?.reqId);
    expect(requestLog?.trace_id).toBe(request.traceId);

    // The job run is the root; its outgoing requests are its children, and this server's answers theirs.
    const job = jobRun()!;
    expect(job.parentSpanId ?? "").toBe("");
    const clients = spans.filter((s) => s.kind === CLIENT && s.traceId === job.traceId && attr(s, "url.full"));
    expect(clients.length).toBeGreaterThanOrEqual(4);
    for (const read of feedReads().filter((s) => s.traceId === job.traceId)) {
      const client = clients.find((c) => c.spanId === read.parentSpanId);
      expect(client, `the client span of ${attr(read, "url.path")}`).toBeDefined();
    }

    // Probes are not traced.
    await get(server.port, "/api/health");
    expect(receiver.spans().some((s) => attr(s, "url.path") === "/api/health")).toBe(false);

    // On either engine: the embedded database is reached through node-postgres too (db/embedded-connection.ts).
    const statements = spans.filter((s) => dbSystem(s) === "postgresql");
    // Every statement has a parent: the request's, or the job's (a statement alone says nothing of why it ran). A
    // parent is sent when it ends, after its statements: the ones of a run still under way come in a later batch.
    expect(statements.some((s) => s.traceId === job.traceId)).toBe(true);
    expect(statements.every((s) => (s.parentSpanId ?? "") !== "")).toBe(true);
    await until("every statement's parent span", server, () => {
      const ids = new Set(receiver.spans().map((s) => s.spanId));
      return statements.every((s) => ids.has(s.parentSpanId!));
    });
    expect(statements.every((s) => !JSON.stringify(s).includes("s3cret-value"))).toBe(true);
    if (redisUrl) {
      // The rate limiter counts the request in Redis, inside the request's trace.
      expect(spans.some((s) => dbSystem(s) === "redis" && s.traceId === request.traceId)).toBe(true);
    }
  });

  it("sends the spans it holds when it stops, in the default protocol (protobuf)", async () => {
    const receiver = await otlpReceiver(cleanups);
    // A batch would wait a minute: only the stop sends it.
    const server = await startTraced({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "",
      OTEL_BSP_SCHEDULE_DELAY: "60000",
    });
    await whenReady(server);
    expect((await get(server.port, "/api/v1/config")).status).toBe(200);
    expect(receiver.paths).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(receiver.paths).toEqual(["POST /v1/traces application/x-protobuf"]);
    // A protobuf string field holds the text as it is: the span's name and the service's are in the message.
    const body = receiver.protobufBodies[0]!.toString("latin1");
    expect(body).toContain("GET /api/v1/config");
    expect(body).toContain("questhq");
  });

  it("says once a minute, naming the setting, that the collector cannot be reached, and serves on", async () => {
    const nobody = await freePort();
    const server = await startTraced({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${nobody}/v1/traces`,
      OTEL_BSP_SCHEDULE_DELAY: "100",
    });
    await whenReady(server);
    const refused = () =>
      logLines(server).filter((l) => String(l.msg).startsWith(`tracing: spans could not be sent to`));
    // A failed export every 100 ms or so while requests come in.
    for (let i = 0; i < 10; i++) {
      expect((await get(server.port, "/api/v1/config")).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await until("the export failure's line", server, () => refused().length > 0);
    expect(refused()).toHaveLength(1);
    expect(refused()[0]).toMatchObject({
      level: 50,
      msg:
        `tracing: spans could not be sent to http://127.0.0.1:${nobody}/v1/traces ` +
        `(OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): connect ECONNREFUSED 127.0.0.1:${nobody}`,
    });
  });
});
