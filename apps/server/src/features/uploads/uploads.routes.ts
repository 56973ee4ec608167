import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "@questhq/core";
import { readUpload } from "../../lib/uploads";
import { uploadResponse } from "@questhq/core/schemas/responses/missions";

/** Stored banners and reward assets. Names are content hashes, so they are cached forever. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/uploads/:name",
    {
      schema: {
        tags: ["uploads"],
        summary: "A stored upload",
        params: z.object({ name: z.string().max(80) }),
        response: { 200: uploadResponse },
      },
    },
    async (req, reply) => {
      const file = await readUpload(app.env.DATA_DIR, req.params.name);
      if (!file) throw new AppError("not_found", "File not found.");
      return reply
        .type(file.mime)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-disposition", "inline")
        .send(file.data);
    },
  );
};
