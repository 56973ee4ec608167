import { z } from "zod";

// Every setting comes from the environment and is checked here once, at boot:
// a wrong value stops start-up with a message naming the variable.
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.string().default("QuestHQ <no-reply@questhq.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.preprocess(emptyToUndefined, bool.optional()),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Key prefix of rate-limit counters in Redis; servers of one deployment share it. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default("questhq-rl:"),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** JSON map of chain id → RPC URL, used for ERC-1271 contract-wallet checks and ENS. */
  CHAIN_RPC_URLS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((s, ctx) => {
        try {
          const v = JSON.parse(s) as unknown;
          const parsed = z.record(z.string().regex(/^\d+$/), z.url()).parse(v);
          return Object.fromEntries(Object.entries(parsed).map(([k, url]) => [Number(k), url]));
        } catch {
          ctx.addIssue({ code: "custom", message: 'must be JSON like {"1":"https://rpc.example"}' });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  DOCS_URL: z.url().default("https://docs.questhq.local"),
  COMMUNITY_URL: z.url().default("https://discord.gg/questhq"),
  MEMBER_DISCORD_URL: z.url().default("https://discord.gg/questhq-members"),
  TRUSTED_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Etherscan API v2 compatible endpoint used to fetch verified contract ABIs (chainid selects the chain). */
  EXPLORER_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  EXPLORER_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Most reports one client may file per minute (visitors included). */
  REPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; AUTH_SECRET: string; isProduction: boolean };

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  if (isProduction && !env.AUTH_SECRET) {
    throw new EnvError("Invalid environment configuration:\n  AUTH_SECRET: required in production (32+ random characters)");
  }
  return {
    ...env,
    isProduction,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    // Development only: a fixed secret keeps sessions across restarts of the demo.
    AUTH_SECRET: env.AUTH_SECRET ?? "questhq-development-secret-not-for-production-use",
  };
}
