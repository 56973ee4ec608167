import type { Env } from "../env";

// Where each provider adapter talks to. A URL set in env always wins; otherwise the real
// provider, or, in sandbox mode (development and the demo), the built-in fakes mounted at
// /sandbox on this server (packages/fakes) with sandbox client credentials.

export type ProviderUrls = {
  isSandbox: boolean;
  twitter: { authorizeUrl: string; apiUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  discord: { authorizeUrl: string; apiUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  steam: { openIdUrl: string; apiUrl: string; apiKey: string | undefined };
  google: {
    authorizeUrl: string;
    tokenUrl: string;
    youtubeApiUrl: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
  };
  github: { webUrl: string; apiUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  telegram: { apiUrl: string; loginUrl: string; botToken: string | undefined; botName: string | undefined };
  drand: { url: string | undefined };
  /** Stripe: null when no key is set outside the sandbox (nothing is for sale then). */
  stripe: { apiUrl: string | undefined; secretKey: string; webhookSecret: string | undefined } | null;
  /** LI.FI, called by the bridge page's widget from the browser. */
  lifi: { apiUrl: string; integrator: string; fee: number };
};

/** Sandbox credentials the fakes accept; never valid anywhere else. */
export const SANDBOX_CLIENT = {
  id: "sandbox-client",
  secret: "sandbox-secret",
  steamKey: "sandbox-steam-key",
  telegramBotToken: "123456:sandbox-bot-token",
  telegramBotName: "questhq_sandbox_bot",
  stripeKey: "sk_test_questhq_sandbox",
  stripeWebhookSecret: "whsec_questhq_sandbox",
};

export function isSandbox(env: Env): boolean {
  return env.SANDBOX_PROVIDERS ?? !env.isProduction;
}

export function providerUrls(env: Env): ProviderUrls {
  const sandbox = isSandbox(env);
  const box = (path: string, real: string) => (sandbox ? `${env.PUBLIC_URL}/sandbox${path}` : real);
  const id = (v: string | undefined) => v ?? (sandbox ? SANDBOX_CLIENT.id : undefined);
  const secret = (v: string | undefined) => v ?? (sandbox ? SANDBOX_CLIENT.secret : undefined);
  return {
    isSandbox: sandbox,
    twitter: {
      authorizeUrl: env.TWITTER_AUTHORIZE_URL ?? box("/twitter/i/oauth2/authorize", "https://x.com/i/oauth2/authorize"),
      apiUrl: env.TWITTER_API_URL ?? box("/twitter", "https://api.x.com"),
      clientId: id(env.TWITTER_CLIENT_ID),
      clientSecret: secret(env.TWITTER_CLIENT_SECRET),
    },
    discord: {
      authorizeUrl:
        env.DISCORD_AUTHORIZE_URL ?? box("/discord/oauth2/authorize", "https://discord.com/oauth2/authorize"),
      apiUrl: env.DISCORD_API_URL ?? box("/discord/api", "https://discord.com/api"),
      clientId: id(env.DISCORD_CLIENT_ID),
      clientSecret: secret(env.DISCORD_CLIENT_SECRET),
    },
    steam: {
      openIdUrl: env.STEAM_OPENID_URL ?? box("/steam/openid/login", "https://steamcommunity.com/openid/login"),
      apiUrl: env.STEAM_API_URL ?? box("/steam/api", "https://api.steampowered.com"),
      apiKey: env.STEAM_API_KEY ?? (sandbox ? SANDBOX_CLIENT.steamKey : undefined),
    },
    google: {
      authorizeUrl:
        env.GOOGLE_AUTHORIZE_URL ?? box("/google/o/oauth2/v2/auth", "https://accounts.google.com/o/oauth2/v2/auth"),
      tokenUrl: env.GOOGLE_TOKEN_URL ?? box("/google/token", "https://oauth2.googleapis.com/token"),
      youtubeApiUrl: env.YOUTUBE_API_URL ?? box("/google/youtube/v3", "https://www.googleapis.com/youtube/v3"),
      clientId: id(env.GOOGLE_CLIENT_ID),
      clientSecret: secret(env.GOOGLE_CLIENT_SECRET),
    },
    github: {
      webUrl: env.GITHUB_URL ?? box("/github", "https://github.com"),
      apiUrl: env.GITHUB_API_URL ?? box("/github/api", "https://api.github.com"),
      clientId: id(env.GITHUB_CLIENT_ID),
      clientSecret: secret(env.GITHUB_CLIENT_SECRET),
    },
    telegram: {
      apiUrl: env.TELEGRAM_API_URL ?? box("/telegram", "https://api.telegram.org"),
      loginUrl: env.TELEGRAM_LOGIN_URL ?? box("/telegram/auth", "https://oauth.telegram.org/auth"),
      botToken: env.TELEGRAM_BOT_TOKEN ?? (sandbox ? SANDBOX_CLIENT.telegramBotToken : undefined),
      botName: env.TELEGRAM_BOT_NAME ?? (sandbox ? SANDBOX_CLIENT.telegramBotName : undefined),
    },
    drand: {
      url:
        env.DRAND_URL ?? (sandbox && env.DRAW_RANDOMNESS === "drand" ? `${env.PUBLIC_URL}/sandbox/drand` : undefined),
    },
    stripe: stripeConfig(env, sandbox),
    lifi: {
      apiUrl: env.LIFI_API_URL ?? box("/lifi/v1", "https://li.quest/v1"),
      integrator: env.LIFI_INTEGRATOR,
      fee: env.LIFI_FEE,
    },
  };
}

function stripeConfig(env: Env, sandbox: boolean): ProviderUrls["stripe"] {
  const secretKey = env.STRIPE_SECRET_KEY ?? (sandbox ? SANDBOX_CLIENT.stripeKey : undefined);
  if (!secretKey) return null;
  // A real key never goes to the sandbox: without an explicit URL it talks to api.stripe.com.
  const apiUrl =
    env.STRIPE_API_URL ?? (sandbox && !env.STRIPE_SECRET_KEY ? `${env.PUBLIC_URL}/sandbox/stripe` : undefined);
  const webhookSecret =
    env.STRIPE_WEBHOOK_SECRET ?? (sandbox && !env.STRIPE_SECRET_KEY ? SANDBOX_CLIENT.stripeWebhookSecret : undefined);
  return { apiUrl, secretKey, webhookSecret };
}
