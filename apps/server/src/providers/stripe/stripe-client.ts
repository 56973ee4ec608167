import Stripe from "stripe";

// The official Stripe SDK, pointed at real Stripe or at a stand-in (the sandbox fake, a local mock).
// The SDK takes a host, port and protocol but always requests /v1/...; a stand-in mounted under a path
// (the sandbox fake lives at /sandbox/stripe on this server) gets that path put in front by a fetch
// wrapper, so everything else (form encoding, retries, idempotency keys, errors) stays the SDK's own.

export type StripeConnection = {
  secretKey: string;
  /** e.g. https://api.stripe.com (default) or http://127.0.0.1:3000/sandbox/stripe */
  apiUrl?: string | undefined;
  /** Network retries of the SDK (it sends the same Idempotency-Key each time). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
};

export function createStripeClient(connection: StripeConnection): Stripe {
  const url = connection.apiUrl ? new URL(connection.apiUrl) : null;
  const basePath = url ? url.pathname.replace(/\/+$/, "") : "";
  const protocol = url ? (url.protocol.replace(":", "") as "http" | "https") : undefined;
  return new Stripe(connection.secretKey, {
    maxNetworkRetries: connection.maxNetworkRetries ?? 2,
    timeout: connection.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: "QuestHQ" },
    ...(url
      ? {
          host: url.hostname,
          port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80,
          protocol,
          httpClient: Stripe.createFetchHttpClient(basePath ? prefixedFetch(basePath) : fetch),
        }
      : {}),
  });
}

/** A fetch that inserts `basePath` before the SDK's /v1/... path. */
function prefixedFetch(basePath: string): typeof fetch {
  return (input, init) => {
    const target = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    target.pathname = `${basePath}${target.pathname}`;
    return fetch(target, init);
  };
}
