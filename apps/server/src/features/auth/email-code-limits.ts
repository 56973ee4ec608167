import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../../lib/errors";
import { countRateLimitRefusal } from "../../lib/metrics";

// Per-address limits on email sign-in codes, on top of the per-IP limit of every /api/auth POST: without them,
// many IPs could flood one inbox with codes or share the guessing of one address's codes. The counters live in
// the rate limiter's store (Redis with REDIS_URL), so every server of a deployment counts together.

const SEND_PATHS = new Set([
  "/api/auth/email-otp/send-verification-otp",
  "/api/auth/forget-password/email-otp",
  "/api/auth/email-otp/request-password-reset",
]);
const VERIFY_PATHS = new Set([
  "/api/auth/sign-in/email-otp",
  "/api/auth/email-otp/verify-email",
  "/api/auth/email-otp/check-verification-otp",
  "/api/auth/email-otp/reset-password",
]);

const addressKey = (kind: string, email: string) =>
  `email-${kind}:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : null;
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A preHandler for better-auth's POST routes that counts codes sent to, and codes tried for, one address. */
export function emailCodeLimits(app: FastifyInstance) {
  const timeWindow = app.env.EMAIL_CODE_WINDOW_MINUTES * 60_000;
  const sends = app.createRateLimit({
    max: app.env.EMAIL_CODE_MAX_PER_ADDRESS,
    timeWindow,
    keyGenerator: (req) => addressKey("sent", emailOf(req)!),
  });
  const attempts = app.createRateLimit({
    max: app.env.EMAIL_CODE_MAX_ATTEMPTS_PER_ADDRESS,
    timeWindow,
    keyGenerator: (req) => addressKey("tried", emailOf(req)!),
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0]!.replace(/\/$/, "");
    const isSend = SEND_PATHS.has(path);
    if ((!isSend && !VERIFY_PATHS.has(path)) || !emailOf(request)) return;
    const limit = await (isSend ? sends : attempts)(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    countRateLimitRefusal("email_code");
    const wait = minutes(limit.ttl);
    const message = isSend
      ? "Too many sign-in codes were sent to this address. " +
        `Wait ${wait} minute${wait === 1 ? "" : "s"} and ask for a new code.`
      : "Too many codes were tried for this address. " +
        `Wait ${wait} minute${wait === 1 ? "" : "s"} and ask for a new code.`;
    return reply
      .status(429)
      .header("retry-after", String(Math.ceil(limit.ttl / 1000)))
      .send(errorBody("rate_limited", message));
  };
}
