import { createRequire } from "node:module";
import { context, diag, DiagLogLevel, type DiagLogger, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import {
  CompositePropagator,
  setGlobalErrorHandler,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from "@opentelemetry/core";
import { OTLPTraceExporter as GrpcExporter } from "@opentelemetry/exporter-trace-otlp-grpc";
import { OTLPTraceExporter as JsonExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as ProtobufExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { IORedisInstrumentation } from "@opentelemetry/instrumentation-ioredis";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import {
  detectResources,
  envDetector,
  hostDetector,
  processDetector,
  resourceFromAttributes,
} from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { Logger } from "pino";
import type { OtlpProtocol, TracingSettings } from "../../env-tracing";
import { RedactingExporter } from "./redact";

// OpenTelemetry tracing (docs/ops/tracing.md), loaded only when an OTLP endpoint is configured: a server without one
// neither loads the SDK nor pays for a span. What is traced: each HTTP request the server answers (named by its route
// pattern in request-spans.ts), each outgoing request (node:http for feeds and pages, fetch for providers and chain
// nodes), each PostgreSQL statement and Redis command made inside one of those, and each background job run
// (jobs/run-job.ts). Context goes out in the W3C `traceparent` header, so a collector joins our spans to those of a
// service we call that traces too.

/** Probes every few seconds from a load balancer or a scraper: traced, they would be most of the spans. */
const PROBE_PATHS = new Set(["/api/health", "/api/ready", "/metrics"]);

export type Tracing = { shutdown(): Promise<void> };

function exporterFor(protocol: OtlpProtocol, url: string): SpanExporter {
  // Each reads its other settings (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, _COMPRESSION, certificates) from the env.
  if (protocol === "grpc") return new GrpcExporter({ url });
  if (protocol === "http/json") return new JsonExporter({ url });
  return new ProtobufExporter({ url });
}

/** How long a repeated problem (the collector unreachable: one per export, every few seconds) stays quiet. */
const REPEAT_QUIET_MS = 60_000;

/**
 * OpenTelemetry's own warnings and errors as our log lines (JSON in production), each repeated one once a minute.
 * A failed export reaches the SDK's global error handler: it is said as what it is, naming the endpoint.
 */
function reportProblems(log: Pick<Logger, "warn" | "error">, settings: TracingSettings): DiagLogger {
  const lastSaid = new Map<string, number>();
  const say = (level: "warn" | "error", message: string, detail?: string) => {
    const now = Date.now();
    if (now - (lastSaid.get(message) ?? 0) < REPEAT_QUIET_MS) return;
    lastSaid.set(message, now);
    log[level](detail ? { detail } : {}, `tracing: ${message}`);
  };
  setGlobalErrorHandler((err) => {
    const why = err instanceof Error ? err.message : typeof err === "string" ? err : JSON.stringify(err);
    say("error", `spans could not be sent to ${settings.endpoint} (${settings.setting}): ${why}`);
  });
  const diagnostic =
    (level: "warn" | "error") =>
    (message: string, ...args: unknown[]) =>
      say(level, message, args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ") || undefined);
  const quiet = () => {};
  return { error: diagnostic("error"), warn: diagnostic("warn"), info: quiet, debug: quiet, verbose: quiet };
}

/**
 * Starts tracing and patches the modules it instruments. Our bundle has loaded pg, ioredis and node:http already
 * (through ESM imports, which the instrumentations' require hook does not see), so each is required here once more:
 * the hook then patches the loaded module in place (the classes' prototypes and node:http's functions), which the
 * bundle shares. Traces only: our metrics are Prometheus's (features/metrics), and logs go to stdout.
 */
export function startTracing(settings: TracingSettings, log: Pick<Logger, "info" | "warn" | "error">): Tracing {
  diag.setLogger(reportProblems(log, settings), DiagLogLevel.WARN);
  // OTEL_RESOURCE_ATTRIBUTES (deployment.environment.name=eu, …), the host and the process, then our service name.
  const resource = detectResources({ detectors: [envDetector, hostDetector, processDetector] }).merge(
    resourceFromAttributes({ "service.name": settings.serviceName }),
  );
  const provider = new BasicTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new RedactingExporter(exporterFor(settings.protocol, settings.endpoint)))],
  });
  // What NodeTracerProvider.register() does: the provider, async context across awaits, W3C headers in and out.
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => PROBE_PATHS.has((req.url ?? "").split("?", 1)[0] ?? ""),
      }),
      new UndiciInstrumentation(),
      // Only inside a request's or a job's span: a statement on its own says nothing about why it ran.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  const require = createRequire(import.meta.url);
  for (const name of ["node:http", "node:https", "pg", "ioredis"]) require(name);
  log.info(
    { endpoint: settings.endpoint, protocol: settings.protocol, serviceName: settings.serviceName },
    `tracing: sending spans to ${settings.endpoint} (${settings.protocol})`,
  );
  return {
    shutdown: async () => {
      unregister();
      await provider.shutdown(); // sends what the batch still holds
    },
  };
}
