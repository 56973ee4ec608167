// The plain references of the Atlas rows of `npm run bench` (see reference-server.ts for what "plain" means).
import type { FastifyInstance } from "fastify";
import type { Database } from "../apps/server/src/db/client";

export function registerNewsReferences(app: FastifyInstance, database: Database): void {
  void app;
  void database;
}
