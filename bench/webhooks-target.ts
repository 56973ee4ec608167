// Child process of bench/webhooks.ts: the server side of the webhook delivery bench. One database (PGlite in a
// folder, or PostgreSQL), our app with its delivery job polling as in production (WEBHOOK_POLL_MS 500), an
// organization with one endpoint at the bench's receiver, and one bench-only route that makes a change the way a
// completion does: a transaction that writes the outbox event. Prints `READY <json>`, serves until SIGTERM.
import { randomBytes, randomUUID } from "node:crypto";
import { buildApp } from "../apps/server/src/app";
import { openDatabase } from "../apps/server/src/db/client";
import { organization, organizationMember, user } from "../apps/server/src/db/schema/index";
import { loadEnv } from "../apps/server/src/env";
import { createEndpoint } from "../apps/server/src/features/webhooks/create-endpoint";
import { emitWebhookEvent, webhookSettings } from "../apps/server/src/features/webhooks/index";
import { userActor } from "../apps/server/src/lib/actor";
import { freePort } from "../scripts/product-server";

const { dataDir, databaseUrl, receiver } = JSON.parse(process.argv[2]!) as {
  dataDir?: string;
  databaseUrl?: string;
  receiver: string;
};
const port = await freePort();
const env = loadEnv({
  // Development rules let the endpoint be plain http on loopback (FETCH_ALLOWED_HOSTS), as a local receiver is.
  NODE_ENV: "development",
  AUTH_SECRET: randomBytes(24).toString("hex"),
  LOG_LEVEL: "silent",
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  WEB_DIST_DIR: "/nonexistent",
  SANDBOX_PROVIDERS: "false",
  VERIFY_POLL_MS: "0",
  NEWS_INGEST_INTERVAL_MINUTES: "0",
  WEBHOOK_POLL_MS: "500",
  // The changes all come from one address here; the per-client limit is not what is measured.
  RATE_LIMIT_MAX: "100000",
  FETCH_ALLOWED_HOSTS: new URL(receiver).host,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
});
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
const app = await buildApp({ env, database, logger: false });
const db = database.db;

const userId = randomUUID();
await db
  .insert(user)
  .values({ id: userId, name: "Bench admin", email: `bench-${userId}@example.com`, emailVerified: true });
const [org] = await db
  .insert(organization)
  .values({ name: "Webhook bench", slug: `webhook-bench-${userId.slice(0, 8)}`, createdByUserId: userId })
  .returning({ id: organization.id });
await db.insert(organizationMember).values({ organizationId: org!.id, userId, role: "admin" });
const endpoint = await createEndpoint(db, webhookSettings(env), userActor(userId), org!.id, {
  url: receiver,
  events: ["objective.completed"],
  description: "bench receiver",
});

// The change the bench makes: one transaction writing one event, stamped with the moment it was asked for.
app.post("/api/__bench/emit", { schema: { hide: true } }, async (req) => {
  const { seq } = req.body as { seq: number };
  const askedAt = Date.now();
  await db.transaction((tx) =>
    emitWebhookEvent(tx, { organizationId: org!.id, type: "objective.completed", data: { seq, asked_at: askedAt } }),
  );
  return { data: { seq } };
});
await app.listen({ port, host: "127.0.0.1" });
// The secret goes to the bench's receiver, as an admin copies it into theirs.
console.log(`READY ${JSON.stringify({ port, engine: database.kind, secret: endpoint.secret })}`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
