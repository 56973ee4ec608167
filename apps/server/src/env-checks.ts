import { z } from "zod";
import { parseEntitlementsOverride } from "@questhq/core";
import { metricsSettingProblem } from "./env-metrics";

// The checks of settings that are wrong only together (production without a secret, several processes on the
// embedded database, …), run by loadEnv after each variable passed its own schema.

/** The settings these checks read, as env.ts's schema parses them. */
type ParsedEnv = {
  AUTH_SECRET?: string;
  AUTH_SECRET_PREVIOUS?: string;
  TOKEN_ENCRYPTION_KEY?: string;
  EMAIL_SIGN_IN: boolean;
  SMTP_URL?: string;
  CHAIN_SIGNER_PRIVATE_KEY?: string;
  RELAYER_PRIVATE_KEY?: string;
  SERVER_PROCESSES: number;
  DATABASE_URL?: string;
  SANDBOX_PROVIDERS?: boolean;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  TIER_ENTITLEMENTS?: string;
  HOST?: string;
  ALLOW_DEV_TOOLS_ON_NETWORK: boolean;
  PORT: number;
  METRICS_PORT?: number;
  METRICS_TOKEN?: string;
};
export type SettingIssue = { setting: string; why: string };

/** The error start-up stops with: each wrong setting and why, printed one line each (main.ts). */
export class EnvError extends Error {
  constructor(readonly issues: SettingIssue[]) {
    super(`Invalid environment configuration:\n${issues.map((i) => `  ${i.setting}: ${i.why}`).join("\n")}`);
    this.name = "EnvError";
  }
}

const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);
export function isLoopbackHost(host: string): boolean {
  return (
    LOOPBACK_HOSTS.has(host.toLowerCase()) ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host.toLowerCase() === "::ffff:127.0.0.1"
  );
}

const invalidSetting = (setting: string, why: string) => new EnvError([{ setting, why }]);

export function checkCombinations(env: ParsedEnv, isProduction: boolean): void {
  if (isProduction && !env.AUTH_SECRET) {
    throw invalidSetting("AUTH_SECRET", "required in production (make one with `openssl rand -hex 32`)");
  }
  if (isProduction && !env.TOKEN_ENCRYPTION_KEY) {
    throw invalidSetting(
      "TOKEN_ENCRYPTION_KEY",
      "required in production (make one with `openssl rand -hex 32`); it seals provider tokens and signing " +
        "secrets, so that rotating AUTH_SECRET never makes them unreadable. A server that ran without it sealed " +
        "them with a key derived from AUTH_SECRET, which is still read: run `npm run rotate-token-key` once",
    );
  }
  if (env.AUTH_SECRET_PREVIOUS && env.AUTH_SECRET_PREVIOUS === env.AUTH_SECRET) {
    throw invalidSetting("AUTH_SECRET_PREVIOUS", "is AUTH_SECRET itself; it must be the secret AUTH_SECRET replaced");
  }
  if (isProduction && env.EMAIL_SIGN_IN && !env.SMTP_URL) {
    throw invalidSetting(
      "SMTP_URL",
      "required in production for email sign-in, whose codes must " +
        "go out by mail (never to a log or the development mailbox). Set SMTP_URL (e.g. " +
        "smtps://user:pass@smtp.example.com), or EMAIL_SIGN_IN=false to offer wallet sign-in only.",
    );
  }
  if (isProduction && !env.CHAIN_SIGNER_PRIVATE_KEY) {
    throw invalidSetting(
      "CHAIN_SIGNER_PRIVATE_KEY",
      "required in production: the platform's EIP-712 signer key (make one with `openssl rand -hex 32`; its " +
        "address is the SIGNER_ADDRESS the contracts are deployed with, see docs/self-hosting.md)",
    );
  }
  const hexKey = (k: string) => (k.startsWith("0x") ? k : `0x${k}`).toLowerCase();
  if (
    isProduction &&
    env.RELAYER_PRIVATE_KEY &&
    env.CHAIN_SIGNER_PRIVATE_KEY &&
    hexKey(env.RELAYER_PRIVATE_KEY) === hexKey(env.CHAIN_SIGNER_PRIVATE_KEY)
  ) {
    throw invalidSetting(
      "RELAYER_PRIVATE_KEY",
      "must not be CHAIN_SIGNER_PRIVATE_KEY " +
        "(the relayer's key is online with ether to spend; the signer's authorises mints and withdrawals). " +
        "Make one with `openssl rand -hex 32`.",
    );
  }
  if (env.SERVER_PROCESSES > 1 && !env.DATABASE_URL) {
    throw invalidSetting(
      "SERVER_PROCESSES",
      `${env.SERVER_PROCESSES} processes need PostgreSQL (DATABASE_URL); ` +
        "the embedded PGlite database can only be opened by one process. Set DATABASE_URL, or SERVER_PROCESSES=1.",
    );
  }
  if (env.SERVER_PROCESSES > 1 && (env.SANDBOX_PROVIDERS ?? !isProduction)) {
    throw invalidSetting(
      "SERVER_PROCESSES",
      `${env.SERVER_PROCESSES} processes cannot share the sandbox ` +
        "providers, whose fake world lives in each process's memory (a sign-in started on one would be unknown to " +
        "another). Set SANDBOX_PROVIDERS=false (NODE_ENV=production turns it off), or SERVER_PROCESSES=1.",
    );
  }
  if (isProduction && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw invalidSetting(
      "STRIPE_WEBHOOK_SECRET",
      "required in production when STRIPE_SECRET_KEY is set " +
        "(the signing secret of the webhook endpoint /api/stripe/webhook; without it no payment would ever be applied)",
    );
  }
  const metricsProblem = metricsSettingProblem(env);
  if (metricsProblem) throw invalidSetting(metricsProblem.variable, metricsProblem.why);
  try {
    parseEntitlementsOverride(env.TIER_ENTITLEMENTS);
  } catch (error) {
    const detail =
      error instanceof z.ZodError
        ? error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")
        : String(error);
    throw invalidSetting("TIER_ENTITLEMENTS", detail);
  }
  const host = env.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  // The same defaults as isSandbox() in providers/config.ts and the mailbox's registration in app.ts.
  const devTools = [
    ...(isProduction ? [] : ["the development mailbox (/dev/mailbox)"]),
    ...((env.SANDBOX_PROVIDERS ?? !isProduction) ? ["the sandbox providers (/sandbox, SANDBOX_PROVIDERS)"] : []),
  ];
  if (devTools.length > 0 && !isLoopbackHost(host) && !env.ALLOW_DEV_TOOLS_ON_NETWORK) {
    throw invalidSetting(
      "HOST",
      `${host} is reachable from the network, and ${devTools.join(" and ")} ` +
        "would let anyone read sign-in codes or fake provider data. Listen on 127.0.0.1, turn them off " +
        "(NODE_ENV=production, SANDBOX_PROVIDERS=false), or set ALLOW_DEV_TOOLS_ON_NETWORK=true for a trusted network.",
    );
  }
}
