import type { ExportResult } from "@opentelemetry/core";
import { BasicTracerProvider, type ReadableSpan, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { RedactingExporter, redactUrlAttribute } from "./redact";

// A span's URL attributes keep the query's parameter names and lose their values before they leave the process.

describe("redactUrlAttribute", () => {
  it("replaces every query value of a URL or a target, keeping the names and the path", () => {
    expect(redactUrlAttribute("url.full", "https://www.googleapis.com/youtube/v3/videos?id=abc&key=AIzaSecret")).toBe(
      "https://www.googleapis.com/youtube/v3/videos?id=REDACTED&key=REDACTED",
    );
    expect(redactUrlAttribute("http.target", "/api/auth/callback/twitter?code=xyz&state=s1")).toBe(
      "/api/auth/callback/twitter?code=REDACTED&state=REDACTED",
    );
    // A flag without a value, an empty pair, an encoded bracket name.
    expect(redactUrlAttribute("http.url", "http://h/p?debug&&ids%5B0%5D=7")).toBe(
      "http://h/p?debug=REDACTED&&ids%5B0%5D=REDACTED",
    );
  });

  it("reads url.query as a query, with or without its question mark", () => {
    expect(redactUrlAttribute("url.query", "token=t0k3n&page=2")).toBe("token=REDACTED&page=REDACTED");
    expect(redactUrlAttribute("url.query", "?token=t0k3n")).toBe("?token=REDACTED");
    expect(redactUrlAttribute("url.query", "")).toBe("");
  });

  it("leaves a URL without a query as it is, and drops a fragment", () => {
    expect(redactUrlAttribute("url.full", "https://example.com/feed.xml")).toBe("https://example.com/feed.xml");
    expect(redactUrlAttribute("url.full", "https://example.com/a#access_token=x")).toBe("https://example.com/a");
    expect(redactUrlAttribute("url.full", "https://example.com/a?b=1#c")).toBe("https://example.com/a?b=REDACTED");
  });
});

/** An exporter that keeps what it is given. */
class Keeper implements SpanExporter {
  spans: ReadableSpan[] = [];
  export(spans: ReadableSpan[], done: (result: ExportResult) => void) {
    this.spans.push(...spans);
    done({ code: 0 });
  }
  shutdown() {
    return Promise.resolve();
  }
}

describe("RedactingExporter", () => {
  it("sends a redacted view of each span, the span's identity and other attributes unchanged", async () => {
    const keeper = new Keeper();
    const exporter = new RedactingExporter(keeper);
    const tracer = new BasicTracerProvider().getTracer("test");
    const span = tracer.startSpan("GET /api/v1/unsubscribe");
    span.setAttributes({
      "url.path": "/api/v1/unsubscribe",
      "url.query": "token=signed-secret",
      "http.response.status_code": 200,
      "db.query.text": "select 1 where a ? 'k'",
    });
    span.end();
    const original = span as unknown as ReadableSpan;
    const result = await new Promise<ExportResult>((resolve) => exporter.export([original], resolve));
    expect(result.code).toBe(0);
    const [sent] = keeper.spans;
    expect(sent!.attributes).toEqual({
      "url.path": "/api/v1/unsubscribe",
      "url.query": "token=REDACTED",
      "http.response.status_code": 200,
      "db.query.text": "select 1 where a ? 'k'",
    });
    expect(sent!.spanContext()).toEqual(original.spanContext());
    expect(sent!.name).toBe("GET /api/v1/unsubscribe");
    // The span itself, which other processors may still hold, is not changed.
    expect(original.attributes["url.query"]).toBe("token=signed-secret");
    // A span with nothing to redact goes as it is.
    const plain = tracer.startSpan("job news-ingest");
    plain.end();
    await new Promise((resolve) => exporter.export([plain as unknown as ReadableSpan], resolve));
    expect(keeper.spans[1]).toBe(plain);
  });
});
