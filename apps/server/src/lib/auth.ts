import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins/email-otp";
import { siwe } from "better-auth/plugins/siwe";
import { generateSiweNonce } from "viem/siwe";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema/index";
import type { Env } from "../env";
import type { Mailer } from "./mailer";
import { refreshEnsName } from "./ens";
import { checkSiweMessage, verifySiweSignature } from "./siwe";

export type AuthDeps = { env: Env; db: Db; mailer: Mailer; trustedOrigins: string[] };

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no look-alikes (0/O, 1/I)

export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join("");
}

/**
 * better-auth at /api/auth with its standard routes: email one-time codes and
 * Sign-In With Ethereum. Sessions live in the database in HttpOnly SameSite cookies.
 */
export function createAuth({ env, db, mailer, trustedOrigins }: AuthDeps) {
  const publicUrl = new URL(env.PUBLIC_URL);
  const siweSettings = { publicUrl: env.PUBLIC_URL, rpcUrls: env.CHAIN_RPC_URLS };
  return betterAuth({
    appName: "QuestHQ",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins,
    telemetry: { enabled: false },
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
            if (/^0x[0-9a-fA-F]{40}$/.test(created.name)) refreshEnsName(db, created.id, created.name, env.CHAIN_RPC_URLS?.[1]);
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 5,
        sendVerificationOTP: async ({ email, otp }) => {
          await mailer.send({
            to: email,
            subject: `Your QuestHQ sign-in code: ${otp}`,
            text: `Your QuestHQ sign-in code is ${otp}. It expires in 10 minutes. If you did not ask for it, ignore this mail.`,
            html: `<p>Your QuestHQ sign-in code is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${otp}</p><p>It expires in 10 minutes. If you did not ask for it, ignore this mail.</p>`,
          });
        },
      }),
      siwe({
        domain: publicUrl.host,
        anonymous: true,
        getNonce: async () => generateSiweNonce(),
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
