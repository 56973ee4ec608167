import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import { tracingSettings } from "./env-tracing";

// The tracing settings (env-tracing.ts): the specification's variables, off unless an endpoint is set, and a value
// the exporter could not use stops the start, naming the variable.

const settingsOf = (vars: Record<string, string>) => tracingSettings(loadEnv(vars));

describe("tracing settings", () => {
  it("are off without an endpoint, and when the SDK is disabled", () => {
    expect(settingsOf({})).toBeNull();
    expect(settingsOf({ OTEL_SERVICE_NAME: "questhq-eu" })).toBeNull();
    expect(settingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel:4318", OTEL_SDK_DISABLED: "true" })).toBeNull();
  });

  it("send to the base URL's /v1/traces over protobuf by default, as the specification says", () => {
    expect(settingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel:4318" })).toEqual({
      endpoint: "http://otel:4318/v1/traces",
      setting: "OTEL_EXPORTER_OTLP_ENDPOINT",
      protocol: "http/protobuf",
      serviceName: "questhq",
    });
    expect(settingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example.com/otlp/" })?.endpoint).toBe(
      "https://otel.example.com/otlp/v1/traces",
    );
    // gRPC takes the URL as it is; the traces' own endpoint and protocol win over the general ones.
    expect(
      settingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel:4317", OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }),
    ).toMatchObject({ endpoint: "http://otel:4317", protocol: "grpc" });
    expect(
      settingsOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://tempo:4318/v1/traces",
        OTEL_EXPORTER_OTLP_PROTOCOL: "grpc",
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "http/json",
        OTEL_SERVICE_NAME: "questhq-eu",
      }),
    ).toEqual({
      endpoint: "http://tempo:4318/v1/traces",
      setting: "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
      protocol: "http/json",
      serviceName: "questhq-eu",
    });
  });

  it("refuse what the exporter could not use, naming the variable", () => {
    expect(() => loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "otel:4318" })).toThrow(/^ {2}OTEL_EXPORTER_OTLP_ENDPOINT: /m);
    expect(() => loadEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "udp://otel:4318" })).toThrow(
      "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: must be the collector's OTLP URL (http://127.0.0.1:4318): " +
        "the scheme must be http:// or https://",
    );
    expect(() => loadEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: "http" })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL: must be one of http\/protobuf, http\/json, grpc/,
    );
    expect(() => loadEnv({ OTEL_TRACES_SAMPLER: "ratio" })).toThrow(
      /OTEL_TRACES_SAMPLER: must be one of always_on, always_off, traceidratio, parentbased_always_on, /,
    );
    expect(() => loadEnv({ OTEL_TRACES_SAMPLER_ARG: "10%" })).toThrow(/^ {2}OTEL_TRACES_SAMPLER_ARG: /m);
    expect(() => loadEnv({ OTEL_TRACES_SAMPLER_ARG: "1.5" })).toThrow(/^ {2}OTEL_TRACES_SAMPLER_ARG: /m);
    expect(loadEnv({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" })).toMatchObject({
      OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
      OTEL_TRACES_SAMPLER_ARG: 0.1,
    });
    expect(() => loadEnv({ OTEL_SDK_DISABLED: "yes" })).toThrow(/OTEL_SDK_DISABLED: must be "true" or "false"/);
    // A blank line in an environment file means unset.
    expect(settingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "", OTEL_EXPORTER_OTLP_PROTOCOL: "" })).toBeNull();
  });
});
