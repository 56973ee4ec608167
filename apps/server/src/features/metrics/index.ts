export { isMetricsOn, registerMetrics } from "./register-metrics";
export { startMetricsListener, type MetricsListener, type MetricsSource } from "./metrics-listener";
export { answerClusterMetricsRequests, clusterMetricsSource, processMetricsSource } from "./cluster-metrics";
