import { z } from "zod";

// Link fields are rendered as <a href> and <img src> for other people, so only web addresses are accepted:
// javascript:, data:, file:, vbscript: and every other scheme are refused. One helper for every URL field.

export const URL_MAX_LENGTH = 2048;

/** An absolute URL with one of `protocols`, a host, and no whitespace (which browsers would strip or split). */
export function isHttpUrl(value: string, protocols: readonly string[] = ["http:", "https:"]): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A zod string that must be an http(s) URL (https only with `httpsOnly`), at most 2048 characters. */
export function httpUrl(message: string, options: { httpsOnly?: boolean } = {}) {
  const protocols = options.httpsOnly ? ["https:"] : ["http:", "https:"];
  return z
    .string({ error: message })
    .max(URL_MAX_LENGTH, `Must be at most ${URL_MAX_LENGTH} characters.`)
    .refine((v) => isHttpUrl(v, protocols), message);
}
