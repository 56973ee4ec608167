// The one error model of the house (DESIGN.md): every error body is
// { "error": { "code", "message", "fields"? } } and the HTTP status is derived
// from the code here, so server, web and tests agree on it.

export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  csrf_rejected: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  already_exists: 409,
  wallet_taken: 409,
  referral_already_applied: 409,
  oauth_identification_claimed: 409,
  insufficient_balance: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  bad_gateway: 502,
  not_ready: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldErrors = Record<string, string[]>;

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors; requestId?: string };
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = fields;
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const e = (value as { error: unknown }).error;
  return typeof e === "object" && e !== null && "code" in e && "message" in e;
}

/** Generic failure text when nothing better is known (docs/product/errors.md#generic). */
export const GENERIC_ERROR_MESSAGE = "There was an error.";
