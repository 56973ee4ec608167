// A start-up failure a self-hoster can act on: the setting at fault and why, printed as one line (main.ts), never a
// stack trace or a dump of a driver's error object.

export class StartupError extends Error {
  constructor(
    readonly setting: string,
    readonly why: string,
    /** An unexpected error behind it, whose stack the JSON line keeps for a bug report (terminals show the line). */
    readonly detail?: unknown,
  ) {
    super(`${setting}: ${why}`);
    this.name = "StartupError";
  }
}

type ErrorFields = { code?: unknown; message?: unknown; errno?: unknown; hostname?: unknown; errors?: unknown };

/** The first error of an AggregateError (Node's happy-eyeballs connect tries ::1 and 127.0.0.1 and throws both). */
function innermost(err: unknown): ErrorFields {
  const e = (typeof err === "object" && err !== null ? err : {}) as ErrorFields;
  if (!e.code && Array.isArray(e.errors) && e.errors.length > 0) return innermost(e.errors[0]);
  return e;
}

/**
 * Why a connection to `where` failed, in a few words: the network error by name (refused, unknown host, timed out…)
 * or the server's own message (a PostgreSQL FATAL such as `database "x" does not exist` says it best).
 */
export function connectFailure(err: unknown, where: string): string {
  const e = innermost(err);
  const message = typeof e.message === "string" ? e.message.split("\n")[0]!.trim() : String(err);
  switch (e.code) {
    case "ECONNREFUSED":
      return `cannot connect to ${where}: connection refused (is the server running and listening there?)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `cannot connect to ${where}: the host name does not resolve (${e.code})`;
    case "ETIMEDOUT":
    case "ETIMEOUT":
      return `cannot connect to ${where}: timed out`;
    case "ECONNRESET":
    case "EPIPE":
      return `cannot connect to ${where}: the connection was closed (${e.code}); is this the right port and protocol?`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `cannot connect to ${where}: the network is unreachable (${e.code})`;
    case "CERT_HAS_EXPIRED":
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return `cannot connect to ${where}: its TLS certificate is not trusted (${e.code})`;
    default: {
      const code = typeof e.code === "string" ? ` (${e.code})` : "";
      return `cannot connect to ${where}: ${message || "unknown error"}${code}`;
    }
  }
}

/** host:port of a URL for a message, never its user name or password. */
export function hostOf(url: string, defaultPort: number): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || defaultPort}`;
  } catch {
    return "(unparseable URL)";
  }
}

/** Gives up on `promise` after `ms`, with a message naming what it was waiting for. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what} timed out`), { code: "ETIMEDOUT" })), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
