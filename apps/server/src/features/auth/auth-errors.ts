import { errorStatus, type ErrorBody, type ErrorCode } from "@questhq/core";

// better-auth answers its errors as { code?, message } in its own words ("Invalid OTP"). Every one of them is
// translated here, in one table, into the house error model with a sentence a person can act on. The original
// code and the new message stay at the top level too, so better-auth's own client keeps reading them.

const MESSAGES: Record<string, string> = {
  INVALID_OTP: "That code is not right. Check the latest email or ask for a new code.",
  OTP_EXPIRED: "That code has expired. Ask for a new code.",
  TOO_MANY_ATTEMPTS: "Too many wrong codes. Ask for a new code and try again.",
  INVALID_EMAIL: "Please enter a valid email address.",
  UNAUTHORIZED_INVALID_OR_EXPIRED_NONCE: "This sign-in request has expired or was already used. Please sign in again.",
  UNAUTHORIZED_SIWE_MESSAGE_EXPIRED: "The signed message has expired. Please sign in again.",
  UNAUTHORIZED_SIWE_MESSAGE_NOT_YET_VALID:
    "The signed message is not valid yet. Check your device's clock and sign in again.",
  UNAUTHORIZED_SIWE_MESSAGE_MISMATCH: "The signed message does not match this site. Please sign in again.",
  FAILED_TO_GET_SESSION: "Your session could not be read. Please sign in again.",
  SESSION_EXPIRED: "Your session has expired. Please sign in again.",
};

// better-auth answers a few errors without a code; their English text is the only key.
const MESSAGES_BY_TEXT: Record<string, string> = {
  "Unauthorized: Invalid SIWE signature": "The wallet signature could not be verified. Please try again.",
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  // Only for our own codes below (lib/auth.ts); better-auth's other 5xx answers stay a bare "internal".
  502: "bad_gateway",
};

// Server-side failures lib/auth.ts reports on purpose, in words a person can act on.
const OWN_SERVER_ERRORS = new Set(["EMAIL_NOT_SENT"]);

export type TranslatedAuthError = { status: number; body: ErrorBody & { code?: string; message: string } };

/** The house answer for one better-auth error answer (status ≥ 400 with its parsed JSON body, if any). */
export function translateAuthError(status: number, payload: unknown, requestId: string): TranslatedAuthError {
  const raw = typeof payload === "object" && payload !== null ? (payload as { code?: unknown; message?: unknown }) : {};
  const authCode = typeof raw.code === "string" ? raw.code : undefined;
  const authMessage = typeof raw.message === "string" ? raw.message : undefined;
  if (status >= 500 && !(authCode && OWN_SERVER_ERRORS.has(authCode))) {
    const message = `Something went wrong on our side (request ${requestId}).`;
    return { status: 500, body: { error: { code: "internal", message, requestId }, message } };
  }
  const code = STATUS_CODES[status] ?? "bad_request";
  const message =
    (authCode && MESSAGES[authCode]) ??
    (authMessage && MESSAGES_BY_TEXT[authMessage]) ??
    // Validation texts look like "[body.email] Invalid email"; the bracketed path means nothing to a person.
    (authMessage ? authMessage.replace(/^\[[^\]]*\]\s*/, "") : "The sign-in request could not be completed.");
  return {
    status: errorStatus[code] === status ? status : errorStatus[code],
    body: { error: { code, message }, ...(authCode ? { code: authCode } : {}), message },
  };
}
