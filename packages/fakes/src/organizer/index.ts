import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { createFailureSwitch, maybeFail, registerFailureControl } from "../control";

// Fake of an organization's own verification API, the receiving end of QuestHQ's custom verification endpoints:
// POST /verify receives the signed request { objective_id, mission_id, user } and answers 200 { completed, message? }.
// The sandbox's "Do it" records a user as done (PUT /__control/objectives/:objectiveId/users/:userId); tests read
// what was received (GET /__control/requests) and switch it into failure modes like every fake.

type VerifyBody = { objective_id?: unknown; user?: { id?: unknown } };
type Received = { headers: Record<string, string | undefined>; body: unknown };

const SIGNATURE_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;
const RECEIVED_KEPT = 50;

export const NOT_DONE_MESSAGE =
  "Sandbox organizer API: you have not done this task yet. Use \u201cDo it on the sandbox organizer API\u201d first.";

export const organizerFake: FastifyPluginAsync<ProviderFakeOptions> = async (app) => {
  const sw = createFailureSwitch();
  /** objective id → the QuestHQ user ids that did its task. */
  const done = new Map<string, Set<string>>();
  const received: Received[] = [];
  registerFailureControl(app, sw);

  app.put<{ Params: { objectiveId: string; userId: string } }>(
    "/__control/objectives/:objectiveId/users/:userId",
    async (req) => {
      const users = done.get(req.params.objectiveId) ?? new Set<string>();
      users.add(req.params.userId);
      done.set(req.params.objectiveId, users);
      return { objective_id: req.params.objectiveId, user_id: req.params.userId, done: true };
    },
  );
  app.get("/__control/requests", async () => ({ requests: received }));

  app.post<{ Body: VerifyBody }>("/verify", async (req, reply) => {
    const isFailing = maybeFail(sw, reply, { rateLimited: () => ({ error: "Too many requests" }) });
    if (isFailing) return reply;
    received.push({
      headers: Object.fromEntries(SIGNATURE_HEADERS.map((h) => [h, req.headers[h] as string | undefined])),
      body: req.body,
    });
    if (received.length > RECEIVED_KEPT) received.shift();
    // An unsigned request is not QuestHQ's: a real receiver refuses it before reading the body.
    if (SIGNATURE_HEADERS.some((h) => !req.headers[h])) return reply.status(401).send({ error: "Unsigned request" });
    const objectiveId = typeof req.body?.objective_id === "string" ? req.body.objective_id : "";
    const userId = typeof req.body?.user?.id === "string" ? req.body.user.id : "";
    if (done.get(objectiveId)?.has(userId)) return { completed: true };
    return { completed: false, message: NOT_DONE_MESSAGE };
  });
};
