import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LinkedAccountView } from "@questhq/core";
import { requireUser } from "../../lib/session";
import { listLinks } from "./linked-accounts";
import { linkedAccountsAnswer } from "@questhq/core/schemas/responses/participation";

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    "/users/accounts",
    {
      schema: {
        tags: ["accounts"],
        security: [{ session: [] }],
        summary: "The signed-in user's linked social accounts",
        response: { 200: linkedAccountsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(await req.currentUser());
      const rows = await listLinks(db, user.id);
      const data: LinkedAccountView[] = rows.map((r) => ({
        provider: r.provider,
        provider_user_id: r.providerUserId,
        username: r.username,
        display_name: r.displayName,
        is_sandbox: r.isSandbox,
        linked_at: r.linkedAt.toISOString(),
      }));
      return { data };
    },
  );
};
