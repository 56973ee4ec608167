import path from "node:path";
import { z } from "zod";
import { ANVIL_CHAIN_ID, API_KEY_RATE_LIMIT_DEFAULT, DEPOSIT_CHAIN_ID } from "@questhq/core";
import { weakSecretMessage } from "./lib/secret-strength";
import { emptyToUndefined } from "./providers/provider-config";
import { linkedProviderEnv } from "./providers/registry";
import { webhookEnv } from "./env-webhooks";
import { trustProxySchema } from "./env-trust-proxy";
import { accessEnv } from "./env-access";
import { checkCombinations, EnvError } from "./env-checks";

export { EnvError, isLoopbackHost } from "./env-checks";
import { metricsEnv } from "./env-metrics";
import { tracingEnv } from "./env-tracing";
import { analyticsEnv } from "./env-analytics";
import { urlWithScheme } from "./env-url";

// Every setting comes from the environment and is checked here once, at boot:
// a wrong value stops start-up with a message naming the variable.
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
/** An optional setting whose empty value (a blank line in an .env file) means unset, as most of ours are. */
const optionalText = () => z.preprocess(emptyToUndefined, z.string().optional());
/** An optional URL, such as an outside service's base URL whose default its adapter knows; empty means unset. */
const optionalUrl = () => z.preprocess(emptyToUndefined, z.url().optional());
/** One of our own secrets: refused when it looks guessable, whatever its length (lib/secret-strength.ts). */
const ownSecret = (schema: z.ZodString) =>
  schema.superRefine((value, ctx) => {
    const weak = weakSecretMessage(value);
    if (weak) ctx.addIssue({ code: "custom", message: weak });
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; default 127.0.0.1 outside production (0.0.0.0 in production). */
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /**
   * Which peers may set X-Forwarded-For (and so the client IP every rate limit keys on): off by default,
   * a hop count (1 = one proxy in front of us) or a comma-separated list of proxy IPs/CIDRs. Never "everyone".
   */
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySchema.default(false)),
  /**
   * The development mailbox and the writable sandbox fakes let anyone who reaches them read sign-in codes and
   * forge provider data; they only start on a loopback HOST unless this is set (a shared demo on a network).
   */
  ALLOW_DEV_TOOLS_ON_NETWORK: z.preprocess(emptyToUndefined, bool.default(false)),
  PUBLIC_URL: optionalUrl(),
  /**
   * Server processes: more than 1 starts that many node:cluster workers sharing PORT, supervised by a first process
   * that serves nothing. Needs PostgreSQL (PGlite is one process's database) and, for one rate limit, REDIS_URL.
   */
  SERVER_PROCESSES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
  /** Uploads, share cards and the embedded database; resolved once against the working directory at start. */
  DATA_DIR: z
    .string()
    .min(1)
    .default("./data")
    .transform((dir) => (dir.startsWith("memory://") ? dir : path.resolve(dir))),
  DATABASE_URL: urlWithScheme(["postgres", "postgresql"], "a PostgreSQL URL (postgres://user:pass@host:5432/db)"),
  REDIS_URL: urlWithScheme(["redis", "rediss"], "a Redis URL (redis://host:6379 or rediss:// for TLS)"),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    ownSecret(z.string().min(32, "must be at least 32 characters")).optional(),
  ),
  /**
   * The secret AUTH_SECRET replaced, accepted for a while after a rotation: a session cookie signed with it is
   * re-signed with AUTH_SECRET on its next request (lib/auth-secret-rotation.ts), so nobody is signed out.
   */
  AUTH_SECRET_PREVIOUS: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: urlWithScheme(["smtp", "smtps"], "an SMTP URL (smtps://user:pass@smtp.example.com)"),
  /** Serve the API reference at /api/docs and its OpenAPI document at /api/docs/json. */
  API_DOCS: z.preprocess(emptyToUndefined, bool.default(true)),
  /**
   * Sign-in with a code sent by email. In production it needs SMTP_URL (a code must never end up in a log or the
   * development mailbox), so a production start without SMTP_URL stops unless this is set to false.
   */
  EMAIL_SIGN_IN: z.preprocess(emptyToUndefined, bool.default(true)),
  MAIL_FROM: z.string().default("QuestHQ <no-reply@questhq.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.preprocess(emptyToUndefined, bool.optional()),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Key prefix of rate-limit counters in Redis; servers of one deployment share it. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default("questhq-rl:"),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Requests one organization API key may make per minute (docs/product/developers.md#api-keys). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(API_KEY_RATE_LIMIT_DEFAULT),
  /** Sign-in codes one email address may be sent per EMAIL_CODE_WINDOW_MINUTES, whatever the client IP. */
  EMAIL_CODE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Wrong codes one email address may try per EMAIL_CODE_WINDOW_MINUTES, across codes and clients. */
  EMAIL_CODE_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  EMAIL_CODE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST_DIR: optionalText(),
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
  /** The "Documentation" link; defaults to the guide this server serves at /docs. */
  DOCS_URL: optionalUrl(),
  COMMUNITY_URL: z.url().default("https://discord.gg/questhq"),
  MEMBER_DISCORD_URL: z.url().default("https://discord.gg/questhq-members"),
  TRUSTED_ORIGINS: optionalText(),
  /** Etherscan API v2 compatible endpoint used to fetch verified contract ABIs (chainid selects the chain). */
  EXPLORER_API_URL: optionalUrl(),
  EXPLORER_API_KEY: optionalText(),
  /** Most reports one client may file per minute (visitors included). */
  REPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),

  // --- Participation (Missions part 2) ---
  /**
   * Mount the built-in fake providers at /sandbox and point every provider adapter that has no
   * explicit URL at them (development and demo only; labelled "sandbox" in the UI).
   * Defaults to on outside production.
   */
  SANDBOX_PROVIDERS: z.preprocess(emptyToUndefined, bool.optional()),
  /**
   * 32 bytes (64 hex chars) sealing provider tokens and signing secrets at rest (lib/token-crypto.ts); required in
   * production, derived from AUTH_SECRET in development.
   */
  TOKEN_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    ownSecret(z.string().regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters")).optional(),
  ),
  /** The key TOKEN_ENCRYPTION_KEY replaced: still opens what it sealed until `npm run rotate-token-key` re-seals it. */
  TOKEN_ENCRYPTION_KEY_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters")
      .optional(),
  ),
  /** Days an unlinked social account stays reserved for the user who unlinked it (against account farming). */
  SOCIAL_RELINK_COOLDOWN_DAYS: z.coerce.number().min(0).max(365).default(30),
  // --- Providers with linked accounts: each in its folder (providers/<provider>/<provider>-config.ts) ---
  ...linkedProviderEnv,
  // --- Subscriptions (Stripe) ---
  /** Stripe secret key (sk_live_… / sk_test_…); without it, and outside the sandbox, no plan is for sale. */
  STRIPE_SECRET_KEY: optionalText(),
  /** The webhook endpoint's signing secret (whsec_…); required in production when STRIPE_SECRET_KEY is set. */
  STRIPE_WEBHOOK_SECRET: optionalText(),
  /** Stripe API root: protocol, host, port and an optional path (default https://api.stripe.com). */
  STRIPE_API_URL: optionalUrl(),
  /** Seconds the plan list read from Stripe is kept before it is read again. */
  STRIPE_PRODUCTS_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** JSON of the tiers' entitlements to change, e.g. {"Pro":{"extraFreeEntries":3}}; the rest keep the defaults. */
  TIER_ENTITLEMENTS: optionalText(),
  // --- Bridge and swap (LI.FI) ---
  /** LI.FI API root the bridge page's widget calls (default https://li.quest/v1; /sandbox/lifi/v1 in the sandbox). */
  LIFI_API_URL: optionalUrl(),
  /** The integrator name LI.FI credits routes and fees to (letters, digits, . _ -; at most 23 characters). */
  LIFI_INTEGRATOR: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,23}$/, "LIFI_INTEGRATOR: 1 to 23 letters, digits, dots, underscores or hyphens")
    .default("questhq"),
  /** The integrator fee taken from every swap, as a fraction of the amount paid (0.0025 = 0.25 %); 0 for none. */
  LIFI_FEE: z.coerce.number().min(0).max(0.1).default(0),
  /** First retry of a pending verification after this many seconds; doubles each attempt. */
  VERIFY_RETRY_BASE_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  VERIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /**
   * Multiplies every provider rate limit the adapters declare (providers/budgets), e.g. 0.01 to match a sandbox X
   * whose limits were scaled down for a launch simulation; 1 keeps the providers' documented figures.
   */
  PROVIDER_LIMIT_SCALE: z.coerce.number().gt(0).max(1000).default(1),
  /** Replaces every declared rate-limit window (milliseconds) in simulations; unset: the documented windows. */
  PROVIDER_LIMIT_WINDOW_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).optional()),
  /** Verifications one process runs at once; beyond it a request is answered 429 with Retry-After (load shedding). */
  VERIFY_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(16),
  /** How often the background job looks for due verifications (0 disables it, e.g. in tests that drive it). */
  VERIFY_POLL_MS: z.coerce.number().int().min(0).default(5000),
  /** Seconds a link or video must stay open before a visit objective completes. */
  VISIT_DWELL_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** JSON overriding credits per objective by mission type, e.g. {"allowlist":100}. */
  OBJECTIVE_CREDITS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((s, ctx) => {
        try {
          return z
            .object({
              default: z.number().int().min(0),
              allowlist: z.number().int().min(0),
              nft_mint_mainnet: z.number().int().min(0),
              nft_mint_testnet: z.number().int().min(0),
            })
            .partial()
            .parse(JSON.parse(s));
        } catch {
          ctx.addIssue({ code: "custom", message: 'must be JSON like {"default":10,"allowlist":100}' });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  /**
   * Draw randomness: a server seed committed at publish (default), a drand beacon round, or a future block hash of
   * the mission's chain.
   */
  DRAW_RANDOMNESS: z.enum(["commit", "drand", "block"]).default("commit"),
  /**
   * drand HTTP API with chain hash, e.g.
   * https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971
   */
  DRAND_URL: optionalUrl(),
  /** Seconds between drand rounds and the beacon's genesis (unix seconds); quicknet defaults. */
  DRAND_PERIOD_SECONDS: z.coerce.number().int().min(1).default(3),
  DRAND_GENESIS: z.coerce.number().int().min(0).default(1692803367),

  // --- Atlas ingestion ---
  /** Minutes between in-process feed ingestion runs (0 disables the scheduler; `npm run ingest` still works). */
  NEWS_INGEST_INTERVAL_MINUTES: z.coerce.number().min(0).max(1440).default(15),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  NEWS_FETCH_MAX_BYTES: z.coerce.number().int().min(1024).max(100_000_000).default(5_000_000),
  /** Most entries read from one feed per run (newest first). */
  NEWS_FEED_MAX_ITEMS: z.coerce.number().int().min(1).max(10_000).default(100),
  /**
   * Comma-separated host:port pairs that server-side fetches may reach even though they resolve
   * to a private or loopback address: local feed fixtures in development and tests. Empty by default.
   */
  FETCH_ALLOWED_HOSTS: optionalText(),
  // --- Outgoing webhooks (env-webhooks.ts) ---
  ...webhookEnv,
  // --- Prometheus metrics (env-metrics.ts) ---
  ...metricsEnv,
  // --- OpenTelemetry tracing (env-tracing.ts) ---
  ...tracingEnv,
  // --- Mission analytics (env-analytics.ts) ---
  ...analyticsEnv,
  /**
   * Serve the fixture feeds at /sandbox/feeds and let ingestion fetch them from this server
   * (127.0.0.1:PORT is added to the allow-list). Defaults to on when the sandbox is on outside production.
   */
  NEWS_FIXTURES: z.preprocess(emptyToUndefined, bool.optional()),

  // --- Chain: platform contracts, signer and indexer (features/chain) ---
  /**
   * The platform's EIP-712 signer (64 hex chars, 0x optional). Required in production; in
   * development it defaults to anvil's well-known account 2, which exists only on local chains.
   * Kept out of logs and answers (non-enumerable on the env object).
   */
  CHAIN_SIGNER_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    ownSecret(z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, "must be 64 hex characters")).optional(),
  ),
  /**
   * The platform's relayer (64 hex chars, 0x optional): it sends stakers' gasless mints and claims through the
   * ERC-2771 forwarder and pays their gas, so it must hold ether on every chain it serves. Without it (in production)
   * gasless transactions are off; in development it defaults to anvil's account 8, which sends no other transaction.
   * Kept out of logs and answers (non-enumerable on the env object); must differ from CHAIN_SIGNER_PRIVATE_KEY in
   * production, so a leaked hot relayer key cannot sign mint permits or withdrawals.
   */
  RELAYER_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    ownSecret(z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, "must be 64 hex characters")).optional(),
  ),
  /** Gasless requests one client may send per minute (POST /relay). */
  RELAY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * Chain of the $HQ token, staking vault, membership NFTs and Saga streams (default 1 in production, the local
   * chain 31337 otherwise).
   */
  STAKING_CHAIN_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  /** Directory of deployment files (<chainId>.json) written by the deploy script. */
  CHAIN_DEPLOYMENTS_DIR: optionalText(),
  /**
   * Start a local anvil chain (with every contract deployed) with the server: demo mode. Default: on when the demo
   * is seeded outside production.
   */
  LOCAL_CHAIN: z.preprocess(emptyToUndefined, bool.optional()),
  LOCAL_CHAIN_PORT: z.coerce.number().int().min(0).max(65535).default(8545),
  /** Blocks on top of a block before its events count (12: docs/product/limits.md#transactions). */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).default(12),
  /** Milliseconds between indexer polls (0 disables the in-process indexer, e.g. in tests that drive it). */
  INDEXER_POLL_MS: z.coerce.number().int().min(0).default(4000),
  /** Blocks a deposit, withdrawal or vault signature stays valid (about 10 minutes on Ethereum). */
  SIGNATURE_VALID_BLOCKS: z.coerce.number().int().min(1).max(100_000).default(50),

  // --- Sagas (features/sagas) ---
  /**
   * Share of each Saga allocation paid into the vault, in basis points; the rest is streamed over 12 months
   * (5000: half and half, as Saga Zero).
   */
  /** How long a process reuses the Saga's standings (rank and participants on the overview); 0 reads them each time. */
  SAGA_STANDINGS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  SAGA_VAULT_BPS: z.coerce
    .number()
    .int()
    .min(0)
    .max(9_999, "must be 0 to 9999: every allocation keeps a stream part")
    .default(5000),
  /**
   * Platform operators (create Sagas, settle them, may always create organizations) by sign-in email,
   * comma-separated; also `npm run admin -- init --email <address>`.
   */
  OPERATOR_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("must be comma-separated email addresses"))),
  ),
  /**
   * Key (64 hex chars) of the account that funds Saga payouts: it holds the $HQ and owns HQSagaVault (openStream).
   * On the local chain it defaults to the deployer (anvil account 0). Kept out of logs.
   */
  SAGA_FUNDER_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    ownSecret(z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, "must be 64 hex characters")).optional(),
  ),
  /** Allocations paid per payout batch (one approve, then one openStream per row). */
  SAGA_PAYOUT_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
  // --- Who may create organizations (env-access.ts) ---
  ...accessEnv,
});

export type Env = z.infer<typeof envSchema> & {
  HOST: string;
  PUBLIC_URL: string;
  DOCS_URL: string;
  AUTH_SECRET: string;
  STAKING_CHAIN_ID: number;
  isProduction: boolean;
};

/** Development only: a fixed secret keeps sessions across restarts of the demo. */
export const DEV_AUTH_SECRET = "questhq-development-secret-not-for-production-use";

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => ({ setting: i.path.join(".") || "(env)", why: i.message })));
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  checkCombinations(env, isProduction);
  const host = env.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  const {
    CHAIN_SIGNER_PRIVATE_KEY: signerKey,
    SAGA_FUNDER_PRIVATE_KEY: funderKey,
    RELAYER_PRIVATE_KEY: relayerKey,
    METRICS_TOKEN: metricsToken,
    ...rest
  } = env;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const out = {
    ...rest,
    HOST: host,
    isProduction,
    PUBLIC_URL: publicUrl,
    DOCS_URL: env.DOCS_URL ?? `${publicUrl}/docs`,
    AUTH_SECRET: env.AUTH_SECRET ?? DEV_AUTH_SECRET,
    STAKING_CHAIN_ID: env.STAKING_CHAIN_ID ?? (isProduction ? DEPOSIT_CHAIN_ID : ANVIL_CHAIN_ID),
  } as Env;
  // Non-enumerable: spreading, logging or serialising the env never carries the key.
  Object.defineProperty(out, "CHAIN_SIGNER_PRIVATE_KEY", { value: signerKey, enumerable: false });
  Object.defineProperty(out, "SAGA_FUNDER_PRIVATE_KEY", { value: funderKey, enumerable: false });
  Object.defineProperty(out, "RELAYER_PRIVATE_KEY", { value: relayerKey, enumerable: false });
  Object.defineProperty(out, "METRICS_TOKEN", { value: metricsToken, enumerable: false });
  return out;
}
