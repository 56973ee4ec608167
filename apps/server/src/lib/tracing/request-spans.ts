import { trace } from "@opentelemetry/api";
import type { FastifyInstance } from "fastify";

// What the HTTP instrumentation cannot know (it sees node's server, not Fastify): the route a request matched and the
// request id our logs carry. Registered only when tracing is on (lib/tracing/start-tracing.ts).

/**
 * Names each request's server span by method and route pattern ("GET /api/v1/missions/:id", a low-cardinality name a
 * collector can group by) and gives it the request id, which the request's log line also has.
 */
export function registerRequestSpans(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    span.setAttribute("questhq.request_id", request.id);
    const route = request.routeOptions.url;
    if (!route) return; // no route matched: the span keeps the method as its name
    span.updateName(`${request.method} ${route}`);
    span.setAttribute("http.route", route);
  });
}

/** The active trace and span ids, merged into every log line (pino's mixin), so a log line leads to its trace. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
}
