import { createHmac } from "node:crypto";
import { API_VERSION, newId, randomTail } from "./ids";
import type { JsonObject } from "./json";

// Events and their delivery, as Stripe does it: each event is POSTed as pretty-printed JSON to every endpoint, signed
// with `Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>" keyed by the endpoint secret>` (what
// stripe.webhooks.constructEvent checks; t is real time, the SDK compares it with the real clock). Deliveries run
// after the request that caused them, one at a time and in creation order per endpoint; a failure (network error or
// non-2xx) is retried a few times, quickly, so tests do not wait.

const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;
const ATTEMPT_TIMEOUT_MS = 5_000;

export type EndpointTarget = { url: string; secret: string };
export type EventRequest = { id: string | null; idempotency_key: string | null };

export type DeliveryAttempt = { at: string; status: number | null; error?: string };
export type Delivery = {
  endpoint: string;
  url: string | null;
  state: "queued" | "delivered" | "failed" | "skipped";
  attempts: DeliveryAttempt[];
};
export type EventRecord = { event: JsonObject; deliveries: Delivery[] };

type Endpoint = { id: string; resolve: () => EndpointTarget | null };
type Job = { record: EventRecord; delivery: Delivery; endpoint: Endpoint; generation: number };

export type Webhooks = {
  /** Records an event (data.object is a snapshot) and queues it for every endpoint; returns the event id. */
  emit(
    type: string,
    object: JsonObject,
    opts: { created: number; previous?: JsonObject; request?: EventRequest },
  ): string;
  redeliver(id: string): number | null;
  events(): EventRecord[];
  get(id: string): EventRecord | undefined;
  register(target: EndpointTarget): { id: string; url: string };
  clearEndpoints(): void;
  endpointCount(): number;
  /** Resolves true when nothing is queued or in flight, false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
  /** Forgets events and endpoints; deliveries under way stop at their next attempt. */
  reset(): void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export function createWebhooks(option?: () => EndpointTarget | null): Webhooks {
  const records = new Map<string, EventRecord>();
  let registered: Endpoint[] = [];
  const optionEndpoint: Endpoint | null = option ? { id: "option", resolve: option } : null;
  const queues = new Map<string, Job[]>();
  const running = new Set<string>();
  let generation = 0;

  const endpoints = () => [...(optionEndpoint ? [optionEndpoint] : []), ...registered];

  async function attempt(job: Job, target: EndpointTarget, payload: string): Promise<boolean> {
    let status: number | null = null;
    let error: string | undefined;
    try {
      const res = await fetch(target.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          accept: "*/*; q=0.5, application/xml",
          "cache-control": "no-cache",
          "stripe-signature": signatureHeader(payload, target.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    job.delivery.attempts.push({ at: new Date().toISOString(), status, ...(error ? { error } : {}) });
    return status !== null && status >= 200 && status < 300;
  }

  async function deliver(job: Job): Promise<void> {
    // The option endpoint (the app's own webhook URL) is read now, not when the event was made.
    const target = job.endpoint.resolve();
    if (!target) {
      job.delivery.state = "skipped";
      return;
    }
    job.delivery.url = target.url;
    const payload = JSON.stringify(job.record.event, null, 2);
    for (let n = 1; n <= MAX_ATTEMPTS; n++) {
      if (job.generation !== generation) return;
      if (await attempt(job, target, payload)) {
        job.delivery.state = "delivered";
        return;
      }
      if (n < MAX_ATTEMPTS) await sleep(RETRY_DELAY_MS);
    }
    job.delivery.state = "failed";
  }

  async function pump(key: string): Promise<void> {
    const queue = queues.get(key) ?? [];
    try {
      while (queue.length > 0) {
        const job = queue.shift()!;
        if (job.generation === generation) await deliver(job);
      }
    } finally {
      running.delete(key);
    }
  }

  function enqueue(record: EventRecord, endpoint: Endpoint): void {
    const delivery: Delivery = { endpoint: endpoint.id, url: null, state: "queued", attempts: [] };
    record.deliveries.push(delivery);
    const queue = queues.get(endpoint.id) ?? [];
    queues.set(endpoint.id, queue);
    queue.push({ record, delivery, endpoint, generation });
    if (!running.has(endpoint.id)) {
      running.add(endpoint.id);
      // Never inside the request that made the event: the caller answers first.
      setTimeout(() => void pump(endpoint.id), 0);
    }
  }

  return {
    emit(type, object, opts) {
      const id = newId.event();
      const event: JsonObject = {
        id,
        object: "event",
        api_version: API_VERSION,
        created: opts.created,
        data: { object: structuredClone(object), ...(opts.previous ? { previous_attributes: opts.previous } : {}) },
        livemode: false,
        pending_webhooks: endpoints().length,
        request: opts.request ?? { id: null, idempotency_key: null },
        type,
      };
      const record: EventRecord = { event, deliveries: [] };
      records.set(id, record);
      for (const endpoint of endpoints()) enqueue(record, endpoint);
      return id;
    },
    redeliver(id) {
      const record = records.get(id);
      if (!record) return null;
      const all = endpoints();
      for (const endpoint of all) enqueue(record, endpoint);
      return all.length;
    },
    events: () => [...records.values()],
    get: (id) => records.get(id),
    register(target) {
      const existing = registered.find((e) => e.resolve()?.url === target.url);
      const endpoint: Endpoint = { id: existing?.id ?? `we_${randomTail(24)}`, resolve: () => target };
      registered = [...registered.filter((e) => e !== existing), endpoint];
      return { id: endpoint.id, url: target.url };
    },
    clearEndpoints() {
      registered = [];
    },
    endpointCount: () => endpoints().length,
    async idle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0) {
        if (Date.now() >= deadline) return false;
        await sleep(10);
      }
      return true;
    },
    reset() {
      generation += 1;
      for (const queue of queues.values()) queue.length = 0;
      records.clear();
      registered = [];
    },
  };
}
