import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

// A built web app in miniature: one hashed asset with the .br and .gz copies the build writes beside it, and
// the Vite manifest folder the build leaves in dist.
const dist = mkdtempSync(path.join(tmpdir(), "questhq-dist-"));
const script = `export const words = ${JSON.stringify("compress me ".repeat(400))};\n`;
const brotliCopy = brotliCompressSync(script);
const gzipCopy = gzipSync(script);

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(path.join(dist, "index.html"), `<!doctype html><title>QuestHQ</title>${"<!-- pad -->".repeat(200)}`);
  writeFileSync(path.join(dist, "assets/app-abc123.js"), script);
  writeFileSync(path.join(dist, "assets/app-abc123.js.br"), brotliCopy);
  writeFileSync(path.join(dist, "assets/app-abc123.js.gz"), gzipCopy);
  writeFileSync(path.join(dist, ".vite/manifest.json"), "{}");
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("compressed JSON answers", () => {
  it("compresses an answer of 1 KB or more with brotli, else gzip, by Accept-Encoding", async () => {
    const plain = await t.app.inject({ url: "/api/docs/json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());

    const gz = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("leaves small answers and error bodies under 1 KB as they are", async () => {
    const health = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok" });
    const missing = await t.app.inject({ url: "/api/v1/nope", headers: { "accept-encoding": "br, gzip" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
  });

  it("does not inflate compressed request bodies", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/organizations",
      headers: { "content-type": "application/json", "content-encoding": "gzip", origin: "http://localhost:3000" },
      payload: gzipSync(JSON.stringify({ name: "x" })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("precompressed web assets", () => {
  it("sends the build's brotli copy, the gzip copy or the file itself by Accept-Encoding, with Vary", async () => {
    const br = await t.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(br.rawPayload, brotliCopy)).toBe(0);

    const gz = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Buffer.compare(gz.rawPayload, gzipCopy)).toBe(0);

    const identity = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(script);
  });

  it("compresses the app's HTML pages too", async () => {
    const page = await t.app.inject({
      url: "/atlas",
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString("utf8")).toContain("<title>");
  });

  it("does not serve the build's manifest folder", async () => {
    const res = await t.app.inject({ url: "/.vite/manifest.json" });
    expect(res.statusCode).toBe(404);
  });
});
