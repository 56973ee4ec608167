import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";
import ipaddr from "ipaddr.js";

// Every server-side fetch of a URL that came from outside (feeds, article pages) goes through
// here. A URL may name, resolve to, or redirect to an internal address (metadata service,
// localhost admin ports, the private network), so: http(s) only; we resolve DNS ourselves and
// refuse anything that is not public unicast; the socket connects to the address we checked
// (no second lookup a rebinding DNS server could answer differently); each redirect hop is
// checked again; size and time are capped, decompressed bytes included.

export type SsrfReason =
  | "invalid_url"
  | "unsupported_scheme"
  | "dns_failed"
  | "blocked_address"
  | "too_many_redirects"
  | "too_large"
  | "timeout"
  | "network";

export class SsrfError extends Error {
  constructor(
    readonly reason: SsrfReason,
    message: string,
  ) {
    super(message);
    this.name = "SsrfError";
  }
}

export type SafeFetchOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  /** host:port pairs (e.g. "127.0.0.1:4010") that may resolve to private addresses: local fixtures only. */
  allowHosts?: readonly string[];
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** GET unless told; a POST carries `body` (webhooks, custom verification endpoints). */
  method?: "GET" | "POST";
  body?: string | Buffer;
  /**
   * false: a 3xx is returned as it is, never followed. A receiver that redirects is treated as an answer, not
   * as a route to some other host the guard would have to judge after the fact.
   */
  followRedirects?: boolean;
  /**
   * true: a body over maxBytes is cut there and returned (a webhook receiver's answer is only logged, and a long
   * one must not turn a delivered event into a failure); false: it is refused as too_large.
   */
  truncate?: boolean;
  /** Sent as User-Agent (the feed reader's by default). */
  userAgent?: string;
};

export type SafeResponse = {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  headers: http.IncomingHttpHeaders;
  contentType: string;
  body: Buffer;
};

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 5_000_000, maxRedirects: 5 };

/** Why an address is refused, or null when it is public unicast. */
export function blockedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return "not an IP address";
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6") {
    const v6 = ip as ipaddr.IPv6;
    // ::ffff:a.b.c.d reaches the IPv4 host; judge it as that address.
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
    else {
      const range = v6.range();
      // Only global unicast (2000::/3); this also refuses IPv4-compatible ::a.b.c.d, NAT64
      // (64:ff9b::/96), 6to4, Teredo, ULA (fd00:ec2::254 is the EC2 metadata service) and link-local.
      if (range !== "unicast" || !v6.match(ipaddr.IPv6.parse("2000::"), 3)) return `${range} IPv6 address`;
      return null;
    }
  }
  const range = ip.range();
  // "unicast" excludes private, loopback, link-local (169.254.169.254), CGNAT, multicast,
  // broadcast, unspecified and reserved blocks.
  return range === "unicast" ? null : `${range} address`;
}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.replace(/^\[|\]$/g, "").toLowerCase()}:${port}`;
}

/** Resolves the URL's host and returns the address to connect to, or throws SsrfError. */
export async function checkUrl(
  url: URL,
  allowHosts: readonly string[] = [],
): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SsrfError("unsupported_scheme", `Only http and https URLs may be fetched (got ${url.protocol}).`);
  }
  // WHATWG URL parsing already turned decimal/octal/hex IPv4 forms (http://2130706433/,
  // http://0x7f.1/) into dotted quads, so literals are judged like resolved addresses.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const allowed = allowHosts.map((h) => h.toLowerCase()).includes(hostKey(url));
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch (err) {
      throw new SsrfError("dns_failed", `Could not resolve ${host}: ${(err as Error).message}`);
    }
  }
  if (addresses.length === 0) throw new SsrfError("dns_failed", `Could not resolve ${host}.`);
  if (!allowed) {
    // Any private answer refuses the host: a client could otherwise be steered to it.
    for (const a of addresses) {
      const why = blockedAddressReason(a.address);
      if (why)
        throw new SsrfError(
          "blocked_address",
          `Refusing to fetch ${url.origin}: ${host} resolves to a ${why} (${a.address}).`,
        );
    }
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as LookupFunction;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request to a checked address; resolves with the whole (capped) body. */
function requestOnce(
  url: URL,
  pin: { address: string; family: 4 | 6 },
  opts: Required<Pick<SafeFetchOptions, "maxBytes">> & SafeFetchOptions,
  signal: AbortSignal,
): Promise<SafeResponse> {
  return new Promise((resolve, reject) => {
    const mod = url.protocol === "https:" ? https : http;
    const req = mod.request(
      url,
      {
        method: opts.method ?? "GET",
        lookup: pinnedLookup(pin.address, pin.family),
        signal,
        headers: {
          "user-agent": opts.userAgent ?? "QuestHQ-Atlas/1.0 (+feed reader)",
          "accept-encoding": "gzip, deflate, br",
          accept: "*/*",
          ...opts.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const base = {
          status,
          url: url.toString(),
          headers: res.headers,
          contentType: String(res.headers["content-type"] ?? ""),
        };
        if (REDIRECTS.has(status)) {
          res.resume();
          return resolve({ ...base, body: Buffer.alloc(0) });
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > opts.maxBytes && !opts.truncate) {
          res.destroy();
          return reject(
            new SsrfError("too_large", `Response from ${url.origin} is larger than ${opts.maxBytes} bytes.`),
          );
        }
        const enc = String(res.headers["content-encoding"] ?? "").toLowerCase();
        let stream: Readable = res;
        if (enc === "gzip" || enc === "x-gzip") stream = res.pipe(createGunzip());
        else if (enc === "deflate") stream = res.pipe(createInflate());
        else if (enc === "br") stream = res.pipe(createBrotliDecompress());
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes && opts.truncate) {
            chunks.push(chunk.subarray(0, chunk.length - (size - opts.maxBytes)));
            res.destroy();
            stream.destroy();
            resolve({ ...base, body: Buffer.concat(chunks) });
            return;
          }
          if (size > opts.maxBytes) {
            res.destroy();
            stream.destroy();
            reject(new SsrfError("too_large", `Response from ${url.origin} is larger than ${opts.maxBytes} bytes.`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on("end", () => resolve({ ...base, body: Buffer.concat(chunks) }));
        stream.on("error", (err) => reject(err));
        res.on("error", (err) => reject(err));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const opts = { ...DEFAULTS, ...options };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new SsrfError("invalid_url", `Not a valid URL: ${input.slice(0, 200)}`);
    }
    for (let hop = 0; ; hop++) {
      const pin = await checkUrl(url, opts.allowHosts);
      if (controller.signal.aborted) throw new Error("aborted");
      const res = await requestOnce(url, pin, opts, controller.signal);
      const location = res.headers.location;
      if (!REDIRECTS.has(res.status) || !location || opts.followRedirects === false) return res;
      if (hop >= opts.maxRedirects)
        throw new SsrfError("too_many_redirects", `More than ${opts.maxRedirects} redirects from ${input}.`);
      url = new URL(location, url);
    }
  } catch (err) {
    if (err instanceof SsrfError) throw err;
    if (controller.signal.aborted)
      throw new SsrfError("timeout", `Fetching ${input} took longer than ${opts.timeoutMs} ms.`);
    throw new SsrfError("network", `Fetching ${input} failed: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Decodes a fetched body: charset from Content-Type, else an XML declaration's encoding, else a
 * BOM, else UTF-8. Feeds still declare ISO-8859-1 or windows-1252 in the wild.
 */
export function decodeBody(body: Buffer, contentType = ""): string {
  let charset = /charset="?([\w-]+)/i.exec(contentType)?.[1];
  if (!charset) {
    const head = body.subarray(0, 200).toString("latin1");
    charset = /^\s*<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
