// US-English numbers, dates and relative times, written out by hand. The first use of any Intl formatter (or of
// toLocaleString) makes the browser load its locale data, a one-off pause of about 50 ms on a desktop and four
// times that on a phone, right in the middle of a page's first render. These cover what the first screens show;
// their tests check them against Intl's own en-US output. Anything rarer (currency, fractions) keeps using Intl.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 1234567 → "1,234,567", as en-US groups it; a value with a fraction goes to Intl. */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n));
  let grouped = "";
  for (let end = digits.length; end > 0; end -= 3)
    grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : "");
  return n < 0 ? `-${grouped}` : grouped;
}

/** "Nov 23, 2026" in the visitor's time zone (Intl's dateStyle "medium"). */
export function formatDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 23, 2026, 9:41 PM" in the visitor's time zone (dateStyle "medium", timeStyle "short"). */
export function formatDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${formatDate(date)}, ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Nov 23, 2026 – Feb 15, 2027": a span of days in the one date format, both ends written out. */
export function formatDateRange(start: Date, end: Date): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

export type RelativeTimeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

/** The words en-US uses for -1, 0 and 1 of a unit (Intl's numeric: "auto"); seconds have only "now". */
const NAMED: Record<RelativeTimeUnit, Partial<Record<"-1" | "0" | "1", string>>> = {
  second: { "0": "now" },
  minute: { "0": "this minute" },
  hour: { "0": "this hour" },
  day: { "-1": "yesterday", "0": "today", "1": "tomorrow" },
  week: { "-1": "last week", "0": "this week", "1": "next week" },
  month: { "-1": "last month", "0": "this month", "1": "next month" },
  year: { "-1": "last year", "0": "this year", "1": "next year" },
};

/**
 * "in 3 minutes", "2 days ago", "yesterday": Intl.RelativeTimeFormat("en-US", { numeric: "auto" }) for whole values.
 */
export function formatRelativeTime(value: number, unit: RelativeTimeUnit): string {
  if (!Number.isInteger(value)) return new Intl.RelativeTimeFormat("en-US", { numeric: "auto" }).format(value, unit);
  const named = NAMED[unit][String(value) as "-1" | "0" | "1"];
  if (named) return named;
  const size = Math.abs(value);
  const words = `${formatNumber(size)} ${unit}${size === 1 ? "" : "s"}`;
  return value < 0 ? `${words} ago` : `in ${words}`;
}

const TIME_AGO_STEPS: [RelativeTimeUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * "now", "5 minutes ago", "yesterday" for a past moment (a notification, a news item). Whole units, rounded down, so
 * 59 min 40 s reads "59 minutes ago" rather than "60 minutes ago"; a moment a little ahead of this device's clock (a
 * server clock running ahead) reads "now" rather than "in 3 seconds". "" for a string that is not a date.
 */
export function timeAgo(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  let value = Math.min(0, at - now) / 1000;
  if (value > -60) return formatRelativeTime(0, "second");
  for (const [unit, size] of TIME_AGO_STEPS) {
    if (Math.abs(value) < size) return formatRelativeTime(Math.trunc(value), unit);
    value /= size;
  }
  return "";
}
