// Reusable field schemas of the objective forms (docs/product/objectives.md#field-rules). Every message is
// the product's exact wording, including a missing final period where the
// catalogue has none. Schemas that check one value against several rules report
// only the first broken rule, in the documented order, so a form shows one message.
//
// Values may arrive from JSON or from form data (strings), so numbers are
// coerced and text is trimmed before it is checked.

import { z } from "zod";
import { isHttpUrl } from "../http-url";
import {
  NO_START_DATE,
  TWEET_MAX_LENGTH,
  TWITTER_USERNAME_MAX_LENGTH,
  TWITTER_USERNAME_MIN_LENGTH,
} from "../constants";

export const INVALID_URL_MESSAGE = "Invalid URL";
export const INVALID_DATE_MESSAGE = "Invalid date format. Please use a valid date string.";
export const POSITIVE_WHOLE_NUMBER_MESSAGE = "Must be a positive whole number.";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/**
 * Form text to a number: blank is absent, plain decimal text is its value and
 * anything else (hex, exponents, words) is NaN, so it fails the number check.
 */
export function numberFromText(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const s = v.trim();
  if (s === "") return undefined;
  return /^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}
const asString = (v: unknown) => (typeof v === "number" || typeof v === "bigint" ? String(v) : trimmed(v));

/** A required text: missing, non-text and blank all give `message`. */
export function requiredText(message: string) {
  return z.preprocess(trimmed, z.string({ error: message }).min(1, message));
}

/** Optional free text; blank is kept as "" so a form can clear it. */
export const optionalTextSchema = z.preprocess((v) => (v == null ? undefined : asString(v)), z.string().optional());

// ---------------------------------------------------------------- URLs

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function urlSchema(protocols: readonly string[], message: string, requiredMessage = message) {
  return z.preprocess(
    trimmed,
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .refine((v) => isHttpUrl(v, protocols), message),
  );
}

/** Link click, mission URL: https only (docs/product/objectives.md#link-and-mission-fields). */
export const httpsUrlSchema = urlSchema(["https:"], INVALID_URL_MESSAGE);
/** An http or https URL. */
export const httpUrlSchema = urlSchema(["http:", "https:"], INVALID_URL_MESSAGE);

/** A required http(s) URL whose emptiness has its own message ("Url is required."). */
export function requiredHttpUrl(requiredMessage: string) {
  return urlSchema(["http:", "https:"], INVALID_URL_MESSAGE, requiredMessage);
}

function matching(pattern: RegExp, message: string) {
  return z.preprocess(trimmed, z.string({ error: message }).regex(pattern, message));
}

const TWEET_URL =
  /^https?:\/\/(?:www\.|mobile\.)?(?:twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/status\/\d+\/?(?:\?\S*)?$/;
export const tweetUrlSchema = matching(TWEET_URL, "Not a valid Twitter post URL.");

const STEAM_GAME_URL = /^https:\/\/store\.steampowered\.com\/app\/\d+(?:[/?#]\S*)?$/;
export const steamGameUrlSchema = matching(STEAM_GAME_URL, "Not a valid Steam game URL.");

const DISCORD_INVITE = /^https:\/\/(?:discord\.gg|(?:www\.)?discord(?:app)?\.com\/invite)\/[A-Za-z0-9-]+\/?$/;
export const discordInviteSchema = matching(DISCORD_INVITE, "Invalid Discord invite link");

const TELEGRAM_INVITE = /^https:\/\/t\.me\/(?:[A-Za-z0-9_]{4,32}|\+[A-Za-z0-9_-]+|joinchat\/[A-Za-z0-9_-]+)\/?$/;
export const telegramInviteSchema = matching(TELEGRAM_INVITE, INVALID_URL_MESSAGE);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);

/** The 11-character video id of a YouTube watch, youtu.be, shorts or embed link, or null. */
export function youtubeVideoId(value: string): string | null {
  const url = parseUrl(value.trim());
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (url.hostname === "youtu.be" || url.hostname === "www.youtu.be") {
    id = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length === 2 && ["shorts", "embed", "live"].includes(segments[0] ?? "")) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export const youtubeVideoUrlSchema = z.preprocess(
  trimmed,
  z
    .string({ error: "Not a valid YouTube link." })
    .refine((v) => youtubeVideoId(v) !== null, "Not a valid YouTube link."),
);

// A handle, a channel id, or a legacy custom or user URL, optionally with a tab (/videos) and a query.
const YOUTUBE_CHANNEL = new RegExp(
  "^https?://(?:www\\.|m\\.)?youtube\\.com/" +
    "(?:@[A-Za-z0-9._-]{3,30}|channel/UC[A-Za-z0-9_-]{22}|c/[A-Za-z0-9._-]+|user/[A-Za-z0-9._-]+)" +
    "(?:/[A-Za-z]*)?/?(?:\\?\\S*)?$",
);
export const youtubeChannelUrlSchema = matching(YOUTUBE_CHANNEL, "Not a valid YouTube channel link.");

// ---------------------------------------------------------------- Twitter

/**
 * docs/product/objectives.md#twitter-fields: the length rules count the "@"; then the "@", then the characters after
 * it. One message at a time, in that order.
 */
export const twitterUsernameSchema = z.preprocess(
  trimmed,
  z.string({ error: "Username must be at least 2 characters." }).superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (v.length < TWITTER_USERNAME_MIN_LENGTH) return fail("Username must be at least 2 characters.");
    if (v.length > TWITTER_USERNAME_MAX_LENGTH) return fail("Username must be no more than 16 characters.");
    if (!v.startsWith("@")) return fail("Username must start with '@'.");
    if (!/^@[A-Za-z0-9_]+$/.test(v)) {
      fail("Username can only contain alphanumeric characters and underscores after '@'.");
    }
  }),
);

export const tweetContentSchema = z.preprocess(
  trimmed,
  z
    .string({ error: "Tweet content cannot be empty" })
    .min(1, "Tweet content cannot be empty")
    .max(TWEET_MAX_LENGTH, "Tweet content cannot exceed 280 characters"),
);

// ---------------------------------------------------------------- Discord

export const discordServerIdSchema = matching(/^\d{18,19}$/, "Invalid Discord server ID");
export const discordRoleIdSchema = matching(/^\d{18,19}$/, "Invalid Discord role ID");

// ---------------------------------------------------------------- numbers

/** A positive whole number, coerced from form text; every failure gives `message`. */
export function positiveIntSchema(message: string) {
  return z.preprocess(
    numberFromText,
    z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );
}

// ---------------------------------------------------------------- dates

const DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO date or date-time (what date and datetime-local inputs send). The
 * calendar day must exist: JavaScript would silently turn 2024-02-30 into
 * March 1st.
 */
export function isValidDateString(value: string): boolean {
  const m = DATE_STRING.exec(value);
  if (!m || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const toDateString = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : trimmed(v));

/** A required date string (mission start and end). */
export const dateStringSchema = z.preprocess(
  toDateString,
  z.string({ error: INVALID_DATE_MESSAGE }).refine(isValidDateString, INVALID_DATE_MESSAGE),
);

/** An empty or absent start date is stored as 2000-01-01, "no date" (docs/product/objectives.md#common-values). */
export const startDateSchema = z.preprocess(
  (v) => {
    const s = toDateString(v);
    return s == null || s === "" ? NO_START_DATE : s;
  },
  z.string({ error: INVALID_DATE_MESSAGE }).refine(isValidDateString, INVALID_DATE_MESSAGE),
);
