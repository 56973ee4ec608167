import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { httpRequests } from "../../lib/metrics";
import { parseExposition, sumOf } from "../../test/prometheus-text";
import { processMetricsSource } from "./cluster-metrics";
import { startMetricsListener, type MetricsListener, type MetricsSource } from "./metrics-listener";

// The metrics listener (METRICS_PORT) as a scraper sees it: a real socket, the process's registry behind it.

const TOKEN = randomBytes(32).toString("hex");
const log = { error: () => undefined };
const listeners: MetricsListener[] = [];
afterEach(async () => {
  for (const l of listeners.splice(0)) await l.close();
});

async function listen(token?: string, source: MetricsSource = processMetricsSource()) {
  const listener = await startMetricsListener({ host: "127.0.0.1", port: 0, token, source, log });
  listeners.push(listener);
  return listener;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers, method, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the metrics listener", () => {
  it("serves the process's series at /metrics and nothing else", async () => {
    httpRequests.inc({ method: "GET", route: "/listener-test", status_code: 200 }, 7);
    const { port } = await listen();
    const res = await get(port, "/metrics");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(sumOf(parseExposition(res.body), "questhq_http_requests_total", { route: "/listener-test" })).toBe(7);
    expect((await get(port, "/metrics?x=1")).status).toBe(200);
    expect(await get(port, "/metrics", {}, "HEAD")).toMatchObject({ status: 200, body: "" });
    for (const path of ["/", "/api/health", "/metrics/x"]) expect((await get(port, path)).status, path).toBe(404);
    expect((await get(port, "/metrics", {}, "POST")).status).toBe(404);
  });

  it("asks for the token when one is set, and takes only that one", async () => {
    const { port } = await listen(TOKEN);
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${randomBytes(32).toString("hex")}` },
      { authorization: TOKEN },
    ];
    for (const headers of refused) expect((await get(port, "/metrics", headers)).status).toBe(401);
    const ok = await get(port, "/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain("# TYPE questhq_http_requests_total counter");
  });

  it("answers 503 when the series cannot be read (a cluster worker that does not answer)", async () => {
    const failing: MetricsSource = { contentType: "text/plain", read: () => Promise.reject(new Error("timed out")) };
    const { port } = await listen(undefined, failing);
    expect((await get(port, "/metrics")).status).toBe(503);
  });

  it("fails to start on a port already taken, rather than serving nothing", async () => {
    const { port } = await listen();
    await expect(
      startMetricsListener({ host: "127.0.0.1", port, source: processMetricsSource(), log }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
