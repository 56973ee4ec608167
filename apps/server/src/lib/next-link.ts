import type { FastifyRequest } from "fastify";

/** The absolute `next` link of a keyset page: the request's own URL and filters with the cursor (offset dropped). */
export function nextLink(req: FastifyRequest, publicUrl: string, cursor: string | null): string | null {
  if (!cursor) return null;
  const url = new URL(req.url, publicUrl);
  url.searchParams.delete("offset");
  url.searchParams.set("next", cursor);
  return `${publicUrl.replace(/\/$/, "")}${url.pathname}${url.search}`;
}
