import type { FastifyInstance, FastifyReply } from "fastify";

// Shared control surface of every fake: tests (and the sandbox page) switch a provider into a
// failure mode for its next API calls, e.g. { mode: "rate_limited", times: 2 }.

export type FailureMode = "ok" | "rate_limited" | "down" | "malformed";

export type FailureSwitch = {
  mode: FailureMode;
  /** Calls left in this mode; null = until reset. */
  remaining: number | null;
  /** How many API calls were answered (tests assert retries and call counts). */
  calls: number;
};

export function createFailureSwitch(): FailureSwitch {
  return { mode: "ok", remaining: null, calls: 0 };
}

/**
 * Called at the top of every API (non-OAuth-page) handler. Returns true when it answered with a
 * failure in the provider's own format (`formats` supplies the rate-limit and malformed bodies).
 */
export function maybeFail(
  sw: FailureSwitch,
  reply: FastifyReply,
  formats: { rateLimited(reply: FastifyReply): unknown; down?(reply: FastifyReply): unknown },
): boolean {
  sw.calls += 1;
  if (sw.mode === "ok") return false;
  const mode = sw.mode;
  if (sw.remaining !== null) {
    sw.remaining -= 1;
    if (sw.remaining <= 0) {
      sw.mode = "ok";
      sw.remaining = null;
    }
  }
  if (mode === "rate_limited") {
    void reply.status(429).send(formats.rateLimited(reply));
  } else if (mode === "down") {
    // A provider's own outage body (formats.down) is sent as it is (Fastify types an object as JSON); without one,
    // the answer is what a proxy in front of a provider says: an HTML page.
    void reply.status(503);
    if (formats.down) void reply.send(formats.down(reply));
    else void reply.type("text/html").send("<html><body>Service Unavailable</body></html>");
  } else {
    // A 200 whose body is not what the API documents.
    void reply.status(200).type("application/json").send('{"unexpected": [');
  }
  return true;
}

/** Registers POST /__control/mode and GET /__control/calls for a provider's switch. */
export function registerFailureControl(app: FastifyInstance, sw: FailureSwitch): void {
  app.post<{ Body: { mode?: FailureMode; times?: number | null } }>("/__control/mode", async (req) => {
    sw.mode = req.body?.mode ?? "ok";
    sw.remaining = req.body?.times ?? null;
    return { mode: sw.mode, remaining: sw.remaining };
  });
  app.get("/__control/calls", async () => ({ calls: sw.calls }));
}
