import type { ExportResult } from "@opentelemetry/core";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-base";

// Query strings carry secrets: an OAuth callback's `code` and `state`, an unsubscribe or invitation token, a provider
// API's `key`. A span's URL attributes keep each parameter's name and lose its value before the span leaves the
// process; a collector is another system with other people reading it.

const REDACTED = "REDACTED";

/** "a=1&b" → "a=REDACTED&b=REDACTED": the names show which request it was, the values stay here. */
function redactQuery(query: string): string {
  if (query.startsWith("?")) return `?${redactQuery(query.slice(1))}`;
  return query
    .split("&")
    .map((pair) => {
      if (pair === "") return pair;
      const name = pair.split("=", 1)[0];
      return `${name}=${REDACTED}`;
    })
    .join("&");
}

/** A URL, path or query attribute with every query value replaced; the fragment goes too (it never reaches us). */
export function redactUrlAttribute(key: string, value: string): string {
  if (key === "url.query") return redactQuery(value);
  const start = value.indexOf("?");
  const hash = value.indexOf("#");
  const end = hash === -1 ? value.length : hash;
  if (start === -1 || start > end) return hash === -1 ? value : value.slice(0, hash);
  return `${value.slice(0, start)}?${redactQuery(value.slice(start + 1, end))}`;
}

/** Attributes that hold a URL or a part of one, in the current and in the older HTTP semantic conventions. */
const isUrlKey = (key: string) => key.startsWith("url.") || key === "http.url" || key === "http.target";

/** The span as it is, or a view of it whose URL attributes are redacted (the span itself is not changed). */
export function redactSpan(span: ReadableSpan): ReadableSpan {
  let attributes: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(span.attributes)) {
    if (typeof value !== "string" || !isUrlKey(key)) continue;
    const redacted = redactUrlAttribute(key, value);
    if (redacted === value) continue;
    attributes ??= { ...span.attributes };
    attributes[key] = redacted;
  }
  if (!attributes) return span;
  // Everything else (spanContext() included) is read through to the span.
  return Object.assign(Object.create(span) as ReadableSpan, { attributes });
}

/**
 * An exporter that sends each span's redacted view through `inner`. At export and not at a span's start, because an
 * instrumentation may set a URL attribute at any time before the span ends.
 */
export class RedactingExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    this.inner.export(spans.map(redactSpan), resultCallback);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
