import type { FastifyInstance } from "fastify";
import type { SandboxActProvider } from "@questhq/core";
import type { Env } from "../../env";
import { isSandbox } from "../../providers/config";

// The server's handle on the provider fakes mounted at /sandbox: their control API, reached
// in-process (app.inject), so it works before the server listens and whatever PUBLIC_URL is.

export type ControlMethod = "GET" | "POST" | "PUT" | "PATCH";
export type ControlAnswer = { status: number; body: unknown };

export type SandboxControl = {
  /** Which providers are the fakes here (sandbox on and no URL of their own in env). */
  providers: ReadonlySet<SandboxActProvider>;
  call(provider: SandboxActProvider, method: ControlMethod, path: string, body?: unknown): Promise<ControlAnswer>;
};

/** The fakes' mount of each provider (YouTube lives in the Google fake). */
const FAKE_PREFIX: Record<SandboxActProvider, string> = {
  twitter: "twitter",
  discord: "discord",
  telegram: "telegram",
  google: "google",
  steam: "steam",
  github: "github",
};

/** Providers served by the fakes: a provider with its own API URL in env is left alone. */
export function sandboxedProviders(env: Env): Set<SandboxActProvider> {
  if (!isSandbox(env)) return new Set();
  const own: Record<SandboxActProvider, string | undefined> = {
    twitter: env.TWITTER_API_URL,
    discord: env.DISCORD_API_URL,
    telegram: env.TELEGRAM_API_URL,
    google: env.YOUTUBE_API_URL,
    steam: env.STEAM_API_URL,
    github: env.GITHUB_API_URL,
  };
  return new Set((Object.keys(own) as SandboxActProvider[]).filter((p) => !own[p]));
}

export class SandboxControlError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`sandbox control answered ${status}: ${detail}`);
  }
}

/** Null when no provider is sandboxed (production, or every provider configured). */
export function createSandboxControl(app: FastifyInstance, env: Env): SandboxControl | null {
  const providers = sandboxedProviders(env);
  if (providers.size === 0) return null;
  return {
    providers,
    async call(provider, method, path, body) {
      const res = await app.inject({
        method,
        url: `/sandbox/${FAKE_PREFIX[provider]}/__control/${path}`,
        ...(body === undefined
          ? {}
          : { headers: { "content-type": "application/json" }, payload: JSON.stringify(body) }),
      });
      let parsed: unknown = null;
      try {
        parsed = res.body ? JSON.parse(res.body) : null;
      } catch {
        parsed = res.body;
      }
      if (res.statusCode >= 400) throw new SandboxControlError(res.statusCode, JSON.stringify(parsed));
      return { status: res.statusCode, body: parsed };
    },
  };
}
