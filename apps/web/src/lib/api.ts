import { GENERIC_ERROR_MESSAGE, isErrorBody, type FieldErrors } from "@questhq/core";
import { takeBootAnswer } from "./boot-data";

/** A failed API call, carrying the house error model (docs/API.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type RequestOptions = {
  method?: Method;
  /** JSON-serialised, or sent as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
};

export type ListPage<T> = { data: T[]; next: string | null };

function toApiError(status: number, payload: unknown): ApiError {
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(status, code, message || GENERIC_ERROR_MESSAGE, fields);
  }
  // better-auth answers its own errors as { code?, message }.
  if (typeof payload === "object" && payload !== null && "message" in payload) {
    const { message, code } = payload as { message?: unknown; code?: unknown };
    if (typeof message === "string" && message) {
      return new ApiError(status, typeof code === "string" ? code.toLowerCase() : "error", message);
    }
  }
  return new ApiError(status, status === 401 ? "unauthorized" : "error", GENERIC_ERROR_MESSAGE);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Calls the API and returns the raw JSON body (better-auth routes are not wrapped). */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  if (method === "GET") {
    const answered = takeBootAnswer(path);
    if (answered) return answered.body as T;
  }
  const headers: Record<string, string> = { accept: "application/json" };
  let body: string | FormData | undefined;
  if (method !== "GET" && options.body instanceof FormData) {
    // The browser sets the multipart boundary itself; the Origin header still guards CSRF.
    body = options.body;
  } else if (method !== "GET") {
    // Every mutation carries JSON (the server's CSRF guard wants it), even with nothing to say.
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body ?? {});
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body, credentials: "include", signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "Could not reach the server. Check your connection and try again.");
  }
  const payload = await readJson(res);
  if (!res.ok) throw toApiError(res.status, payload);
  return payload as T;
}

/** Calls a /api/v1 route and unwraps its `{ data }` envelope. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const payload = await apiFetch<{ data: T }>(path, options);
  return payload.data;
}

/** Calls a /api/v1 list route, keeping the keyset cursor. */
export async function apiList<T>(path: string, options?: RequestOptions): Promise<ListPage<T>> {
  const payload = await apiFetch<{ data: T[]; next?: string | null }>(path, options);
  return { data: payload.data ?? [], next: payload.next ?? null };
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The path and query of a list answer's `next` link. The server writes it absolute with its PUBLIC_URL, which need
 * not be the origin the app was loaded from (a proxy, a preview host): the app asks its own origin.
 */
export function pathOfNext(next: string): string {
  const url = new URL(next, "http://relative.invalid");
  return `${url.pathname}${url.search}`;
}
