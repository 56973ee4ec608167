import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockedAddressReason, decodeBody, safeFetch, SsrfError } from "./ssrf";

// A real local server stands in for "an internal service": without the allow-list every way of
// naming it must be refused; with it, fetches work and the caps apply.

let server: http.Server;
let port = 0;
let allow: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? "/", "http://x");
    if (u.pathname === "/ok") return res.end("hello");
    if (u.pathname === "/to-metadata")
      return res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (u.pathname === "/to-localhost") return res.writeHead(301, { location: `http://localhost:${port}/ok` }).end();
    if (u.pathname === "/to-ok") return res.writeHead(307, { location: "/ok" }).end();
    if (u.pathname === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (u.pathname === "/big") return res.end(Buffer.alloc(5000, 97));
    if (u.pathname === "/big-chunked") {
      res.writeHead(200);
      for (let i = 0; i < 50; i++) res.write(Buffer.alloc(100, 98));
      return res.end();
    }
    if (u.pathname === "/gzip-bomb")
      return res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(1_000_000)));
    if (u.pathname === "/slow") return; // never answers
    if (u.pathname === "/echo" && req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => res.end(`${req.method} ${req.headers["user-agent"]} ${Buffer.concat(chunks)}`));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  allow = [`127.0.0.1:${port}`];
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function refusal(url: string, opts = {}): Promise<SsrfError> {
  const err = await safeFetch(url, { timeoutMs: 2000, ...opts }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SsrfError);
  return err as SsrfError;
}

describe("blockedAddressReason", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::7f00:1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1",
    "ff02::1",
  ])("refuses %s", (a) => expect(blockedAddressReason(a)).not.toBeNull());

  it.each(["8.8.8.8", "93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8"])("accepts public %s", (a) =>
    expect(blockedAddressReason(a)).toBeNull(),
  );
});

describe("safeFetch", () => {
  it("refuses loopback, private, metadata and IPv6 forms without the allow-list", async () => {
    for (const url of [
      `http://127.0.0.1:${port}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::1]:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      `http://[::ffff:7f00:1]:${port}/ok`,
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/latest/meta-data/",
      "http://10.0.0.1/",
      "http://0.0.0.0/",
    ]) {
      expect((await refusal(url)).reason, url).toBe("blocked_address");
    }
  });

  it("refuses decimal, octal and hex encodings of loopback", async () => {
    for (const url of [
      `http://2130706433:${port}/ok`,
      `http://017700000001:${port}/ok`,
      `http://0x7f000001:${port}/ok`,
      `http://0x7f.1:${port}/ok`,
      `http://127.1:${port}/ok`,
    ]) {
      expect((await refusal(url)).reason, url).toBe("blocked_address");
    }
  });

  it("refuses other schemes and bad URLs", async () => {
    expect((await refusal("file:///etc/passwd")).reason).toBe("unsupported_scheme");
    expect((await refusal("ftp://example.com/x")).reason).toBe("unsupported_scheme");
    expect((await refusal("gopher://127.0.0.1:70/")).reason).toBe("unsupported_scheme");
    expect((await refusal("not a url")).reason).toBe("invalid_url");
  });

  it("fetches an allow-listed host:port, and only that port", async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/ok`, { allowHosts: allow });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("hello");
    expect((await refusal(`http://127.0.0.1:${port + 1}/ok`, { allowHosts: allow })).reason).toBe("blocked_address");
  });

  it("follows a redirect within the allow-list and re-checks every hop", async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/to-ok`, { allowHosts: allow });
    expect(res.body.toString()).toBe("hello");
    expect(res.url).toBe(`http://127.0.0.1:${port}/ok`);
    expect((await refusal(`http://127.0.0.1:${port}/to-metadata`, { allowHosts: allow })).reason).toBe(
      "blocked_address",
    );
    // localhost:port is not on the list even though 127.0.0.1:port is.
    expect((await refusal(`http://127.0.0.1:${port}/to-localhost`, { allowHosts: allow })).reason).toBe(
      "blocked_address",
    );
    expect((await refusal(`http://127.0.0.1:${port}/loop`, { allowHosts: allow })).reason).toBe("too_many_redirects");
  });

  it("caps the size, declared or streamed, and decompressed", async () => {
    expect((await refusal(`http://127.0.0.1:${port}/big`, { allowHosts: allow, maxBytes: 1000 })).reason).toBe(
      "too_large",
    );
    expect((await refusal(`http://127.0.0.1:${port}/big-chunked`, { allowHosts: allow, maxBytes: 1000 })).reason).toBe(
      "too_large",
    );
    expect((await refusal(`http://127.0.0.1:${port}/gzip-bomb`, { allowHosts: allow, maxBytes: 100_000 })).reason).toBe(
      "too_large",
    );
    const ok = await safeFetch(`http://127.0.0.1:${port}/big`, { allowHosts: allow, maxBytes: 10_000 });
    expect(ok.body.length).toBe(5000);
  });

  it("posts a body, and returns a redirect unfollowed when told not to follow", async () => {
    const posted = await safeFetch(`http://127.0.0.1:${port}/echo`, {
      allowHosts: allow,
      method: "POST",
      body: '{"a":1}',
      userAgent: "QuestHQ-Webhooks/1.0",
    });
    expect(posted.body.toString()).toBe('POST QuestHQ-Webhooks/1.0 {"a":1}');
    const unfollowed = await safeFetch(`http://127.0.0.1:${port}/to-metadata`, {
      allowHosts: allow,
      followRedirects: false,
    });
    expect(unfollowed.status).toBe(302);
    expect(unfollowed.url).toBe(`http://127.0.0.1:${port}/to-metadata`);
  });

  it("cuts a long body at maxBytes when told to truncate, keeping the status", async () => {
    const cut = await safeFetch(`http://127.0.0.1:${port}/big-chunked`, {
      allowHosts: allow,
      maxBytes: 1024,
      truncate: true,
    });
    expect(cut.status).toBe(200);
    expect(cut.body.length).toBe(1024);
    const declared = await safeFetch(`http://127.0.0.1:${port}/big`, {
      allowHosts: allow,
      maxBytes: 10,
      truncate: true,
    });
    expect(declared.body.toString()).toBe("a".repeat(10));
  });

  it("caps the time", async () => {
    const started = Date.now();
    expect((await refusal(`http://127.0.0.1:${port}/slow`, { allowHosts: allow, timeoutMs: 300 })).reason).toBe(
      "timeout",
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("decodeBody", () => {
  it("honours the XML declaration's encoding and the Content-Type charset", () => {
    const latin1 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><t>Caf\xe9</t>', "latin1");
    expect(decodeBody(latin1)).toContain("Café");
    expect(decodeBody(Buffer.from("Caf\xe9", "latin1"), "text/plain; charset=iso-8859-1")).toBe("Café");
    expect(decodeBody(Buffer.from("Café", "utf8"))).toBe("Café");
  });
});
