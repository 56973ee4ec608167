import { z } from "zod";
import { emptyToUndefined } from "./providers/provider-config";
import { urlWithScheme } from "./env-url";

// OpenTelemetry tracing's settings (lib/tracing, docs/ops/tracing.md), spread into env.ts's schema. They are the
// specification's own variable names, so that a collector's instructions apply as written. The SDK reads the rest
// itself (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, _COMPRESSION, OTEL_BSP_*, OTEL_RESOURCE_ATTRIBUTES), and the sampler,
// which is checked here. Tracing is on when an endpoint is set and OTEL_SDK_DISABLED is not "true".

export const OTLP_PROTOCOLS = ["http/protobuf", "http/json", "grpc"] as const;
export type OtlpProtocol = (typeof OTLP_PROTOCOLS)[number];

/** The specification's samplers that the SDK has without a remote service to ask. */
const TRACES_SAMPLERS = [
  "always_on",
  "always_off",
  "traceidratio",
  "parentbased_always_on",
  "parentbased_always_off",
  "parentbased_traceidratio",
] as const;

const otlpUrl = urlWithScheme(["http", "https"], "the collector's OTLP URL (http://127.0.0.1:4318)");
const protocol = z.preprocess(
  emptyToUndefined,
  z.enum(OTLP_PROTOCOLS, { message: `must be one of ${OTLP_PROTOCOLS.join(", ")}` }).optional(),
);

export const tracingEnv = {
  /** The collector's base URL: /v1/traces is added to it for the HTTP protocols. */
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl,
  /** The full URL spans are sent to, when it is not the base URL's /v1/traces. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpUrl,
  OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol,
  /** The `service.name` spans carry (several deployments sending to one collector tell themselves apart by it). */
  OTEL_SERVICE_NAME: z.preprocess(emptyToUndefined, z.string().min(1).default("questhq")),
  /** Which traces are kept (the SDK reads it): parentbased_traceidratio with an ARG of 0.1 keeps one in ten. */
  OTEL_TRACES_SAMPLER: z.preprocess(
    emptyToUndefined,
    z.enum(TRACES_SAMPLERS, { message: `must be one of ${TRACES_SAMPLERS.join(", ")}` }).optional(),
  ),
  /** The share of traces the ratio samplers keep, from 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).optional()),
  OTEL_SDK_DISABLED: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"], { message: 'must be "true" or "false"' })
      .optional()
      .transform((v) => v === "true"),
  ),
};

export type TracingSettings = {
  /** Where spans go, as the exporter will send them (for the start-up log line). */
  endpoint: string;
  /** The variable the endpoint came from, named when spans cannot be sent. */
  setting: "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT" | "OTEL_EXPORTER_OTLP_ENDPOINT";
  protocol: OtlpProtocol;
  serviceName: string;
};

/** The tracing these settings ask for, or null when it is off. */
export function tracingSettings(env: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_PROTOCOL?: OtlpProtocol;
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?: OtlpProtocol;
  OTEL_SERVICE_NAME: string;
  OTEL_SDK_DISABLED: boolean;
}): TracingSettings | null {
  if (env.OTEL_SDK_DISABLED) return null;
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf";
  const serviceName = env.OTEL_SERVICE_NAME;
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    return {
      endpoint: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
      setting: "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
      protocol,
      serviceName,
    };
  }
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!base) return null;
  // The specification's rule: the HTTP protocols add the signal's path to the base URL; gRPC takes it as it is.
  const endpoint = protocol === "grpc" ? base : `${base.replace(/\/$/, "")}/v1/traces`;
  return { endpoint, setting: "OTEL_EXPORTER_OTLP_ENDPOINT", protocol, serviceName };
}
