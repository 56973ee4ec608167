import type { FastifyInstance } from "fastify";
import { SANDBOX_ACT_PROVIDERS, type SandboxActProvider, type SandboxFake } from "@questhq/core";
import type { Env } from "../../env";
import { isSandbox } from "../../providers/config";
import { ownApiUrl } from "../../providers/registry";

// The server's handle on the provider fakes mounted at /sandbox: their control API, reached
// in-process (app.inject), so it works before the server listens and whatever PUBLIC_URL is.

export type ControlMethod = "GET" | "POST" | "PUT" | "PATCH";
export type ControlAnswer = { status: number; body: unknown };

export type SandboxControl = {
  /** Which providers are the fakes here (sandbox on and no URL of their own in env). */
  providers: ReadonlySet<SandboxActProvider>;
  call(provider: SandboxFake, method: ControlMethod, path: string, body?: unknown): Promise<ControlAnswer>;
};

/** Providers served by the fakes: a provider with its own API URL in env is left alone. */
export function sandboxedProviders(env: Env): Set<SandboxActProvider> {
  if (!isSandbox(env)) return new Set();
  return new Set(SANDBOX_ACT_PROVIDERS.filter((p) => !ownApiUrl(env, p)));
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
        url: `/sandbox/${provider}/__control/${path}`,
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
