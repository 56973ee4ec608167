import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { emailOTP } from "better-auth/plugins/email-otp";
import { siwe } from "better-auth/plugins/siwe";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import * as schema from "../db/schema/index";
import type { Env } from "../env";
import type { Mailer } from "./mailer";
import { refreshEnsName } from "./ens";
import { checkSiweMessage, newSiweNonce, verifySiweSignature } from "./siwe";

export type AuthDeps = { env: Env; db: Db; mailer: Mailer; trustedOrigins: string[]; log: FastifyBaseLogger };

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no look-alikes (0/O, 1/I)

export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join("");
}

/**
 * better-auth at /api/auth with its standard routes: email one-time codes and
 * Sign-In With Ethereum. Sessions live in the database in HttpOnly SameSite cookies.
 */
export function createAuth({ env, db, mailer, trustedOrigins, log }: AuthDeps) {
  const publicUrl = new URL(env.PUBLIC_URL);
  const siweSettings = { publicUrl: env.PUBLIC_URL, rpcUrls: env.CHAIN_RPC_URLS };
  const emailCodes = emailCodeGuards(env.EMAIL_SIGN_IN);
  return betterAuth({
    appName: "QuestHQ",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins,
    telemetry: { enabled: false },
    // Its own lines as JSON in our log (its default writes coloured text to the console); arguments are left out
    // because they may hold request data, an error keeps its name and message.
    logger: {
      log: (level, message, ...args) => {
        const errors = args
          .filter((a): a is Error => a instanceof Error)
          .map((e) => ({ name: e.name, message: e.message }));
        log[level]({ source: "better-auth", ...(errors.length ? { errors } : {}) }, message);
      },
    },
    hooks: { before: emailCodes.before, after: emailCodes.after },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        walletAddress: schema.walletAddress,
      },
    }),
    session: {
      // Idle lifetime: a session unused for this long expires; each day of use extends it.
      // The absolute lifetime (SESSION_MAX_AGE_DAYS) is enforced in lib/session.ts.
      expiresIn: env.SESSION_IDLE_DAYS * 86_400,
      updateAge: 86_400,
    },
    // Fastify's own rate limiter guards these routes (see app.ts), one policy for the house.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "questhq",
      useSecureCookies: publicUrl.protocol === "https:",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      database: { generateId: () => randomBytes(16).toString("hex") },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db.update(schema.user).set({ referralCode: newReferralCode() }).where(eq(schema.user.id, created.id));
            // SIWE names a new user after its wallet address.
            if (/^0x[0-9a-fA-F]{40}$/.test(created.name))
              refreshEnsName(db, created.id, created.name, env.CHAIN_RPC_URLS?.[1]);
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 5,
        // Only a hash is stored: the code itself exists in the mail alone.
        storeOTP: "hashed",
        sendVerificationOTP: async ({ email, otp }, ctx) => {
          try {
            await mailer.send(signInCodeMail(email, otp));
          } catch {
            // better-auth would swallow a throw and answer success; the after hook turns this mark into an error.
            // The mailer has logged the failure (without the mail).
            emailCodes.markUnsent(ctx);
          }
        },
      }),
      siwe({
        domain: publicUrl.host,
        anonymous: true,
        getNonce: async () => newSiweNonce(),
        // better-auth checks the nonce (single use), domain, expiry and not-before;
        // here we add the URI check and verify the signature, on-chain for contract wallets.
        verifyMessage: async ({ message, signature, address, chainId }) => {
          try {
            checkSiweMessage(message, siweSettings);
          } catch {
            return false;
          }
          return verifySiweSignature({ message, signature, address: address as `0x${string}`, chainId }, siweSettings);
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

function signInCodeMail(to: string, otp: string) {
  const later = "It expires in 10 minutes. If you did not ask for it, ignore this mail.";
  return {
    to,
    subject: `Your QuestHQ sign-in code: ${otp}`,
    text: `Your QuestHQ sign-in code is ${otp}. ${later}`,
    html:
      `<p>Your QuestHQ sign-in code is</p>` +
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${otp}</p><p>${later}</p>`,
  };
}

/** better-auth's email-code routes (the emailOTP plugin's). */
const isEmailCodePath = (path: string) =>
  path.startsWith("/email-otp/") || path === "/sign-in/email-otp" || path === "/forget-password/email-otp";

export const EMAIL_SIGN_IN_OFF_MESSAGE = "Email sign-in is turned off on this server. Sign in with your wallet.";
export const EMAIL_NOT_SENT_MESSAGE = "We could not send the sign-in code. Please try again in a few minutes.";

/**
 * Two guards around the email-code routes: with EMAIL_SIGN_IN off every one of them is refused before a code is made;
 * and a code whose mail failed is answered as an error, not as the plugin's `{ success: true }`.
 */
function emailCodeGuards(isEnabled: boolean) {
  // One request's endpoint context is the key: the mail callback and the after hook see the same one.
  const unsent = new WeakSet<object>();
  const contextOf = (ctx: unknown) => (ctx as { context?: object } | undefined)?.context;
  return {
    markUnsent(ctx: unknown) {
      const context = contextOf(ctx);
      if (context) unsent.add(context);
    },
    before: createAuthMiddleware(async (ctx) => {
      if (!isEnabled && isEmailCodePath(ctx.path)) {
        throw new APIError("FORBIDDEN", { code: "EMAIL_SIGN_IN_OFF", message: EMAIL_SIGN_IN_OFF_MESSAGE });
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const context = contextOf(ctx);
      if (context && unsent.has(context)) {
        throw new APIError("BAD_GATEWAY", { code: "EMAIL_NOT_SENT", message: EMAIL_NOT_SENT_MESSAGE });
      }
    }),
  };
}
