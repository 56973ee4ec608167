// The plain reference of `npm run bench`: the same reads as our API, written the obvious way (Fastify, hand-written
// SQL on the same database and connections, the same joins and rows, JSON.stringify), so each of our routes can be
// reported as a ratio of it. It has none of the product's cross-cutting work (security headers, CSRF, rate limits,
// compression, schemas, error model): the ratio is what that work and our layering cost.
import { createHmac, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { Database } from "../apps/server/src/db/client";
import { registerNewsReferences } from "./reference-news";

const SESSION_COOKIE = "questhq.session_token";

/** better-auth's signed cookie: "<token>.<base64 HMAC-SHA256 of the token>", URL-encoded. */
function sessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = cookieHeader
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

type CardRow = {
  id: string;
  slug: string;
  title: string;
  banner_url: string | null;
  blockchain_chain_id: number;
  status: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  published_at: Date | string | null;
  participant_count: number;
  sort_weight: number;
  org_id: string;
  org_name: string;
  org_slug: string;
  org_logo: string | null;
  r_title: string | null;
  r_kind: string | null;
  r_selection_process: string | null;
  r_number_of_winners: number | null;
  r_asset: string | null;
  r_chain: number | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function buildReference(database: Database, authSecret: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const q = database.query;

  app.get("/bare", async () => ({}));
  app.get("/health", async () => ({ status: "ok" }));

  // Explore page 1, featured: one keyset page of published, running missions with their organization and reward.
  app.get<{ Querystring: { limit?: string } }>("/missions", async (req) => {
    const limit = Math.min(Number(req.query.limit ?? 12), 50);
    const rows = await q<CardRow>(
      `select m.id, m.slug, m.title, m.banner_url, m.blockchain_chain_id, m.status, m.starts_at, m.ends_at,
              m.published_at, m.participant_count, m.sort_weight,
              o.id as org_id, o.name as org_name, o.slug as org_slug, o.logo as org_logo,
              r.title as r_title, r.kind as r_kind, r.selection_process as r_selection_process,
              r.number_of_winners as r_number_of_winners, r.reward_asset_url as r_asset,
              r.blockchain_chain_id as r_chain
         from mission m
         join organization o on o.id = m.organization_id
         left join reward r on r.mission_id = m.id
        where m.status = 'published' and m.ends_at > now()
        order by m.sort_weight desc nulls last, m.published_at desc nulls last, m.id desc nulls last
        limit $1`,
      [limit + 1],
    );
    const page = rows.slice(0, limit);
    return {
      data: page.map((m) => ({
        id: m.id,
        slug: m.slug,
        title: m.title,
        banner_url: m.banner_url,
        blockchain: m.blockchain_chain_id,
        status: m.status,
        starts_at: iso(m.starts_at),
        ends_at: iso(m.ends_at),
        published_at: iso(m.published_at),
        participant_count: m.participant_count,
        sort_weight: m.sort_weight,
        organization: { id: m.org_id, name: m.org_name, slug: m.org_slug, logo: m.org_logo },
        reward: m.r_kind
          ? {
              title: m.r_title,
              kind: m.r_kind,
              selection_process: m.r_selection_process,
              number_of_winners: m.r_number_of_winners,
              reward_asset: m.r_asset,
              blockchain_chain_id: m.r_chain,
            }
          : null,
      })),
      next: rows.length > limit ? page.at(-1)!.id : null,
    };
  });

  // Credits with a session: the signed cookie, one session lookup, then the ledger sum, the stake row and the
  // unconfirmed deposits of the user's wallets.
  app.get("/credits", async (req, reply) => {
    const token = sessionToken(req.headers.cookie, authSecret);
    const [session] = token
      ? await q<{ user_id: string }>(`select user_id from session where token = $1 and expires_at > now()`, [token])
      : [];
    if (!session) return reply.status(401).send({ error: { code: "unauthorized", message: "Sign in first." } });
    const [[credits], [stake], [pending]] = await Promise.all([
      q<{ total: string }>(`select coalesce(sum(amount), 0)::text as total from credit_ledger where user_id = $1`, [
        session.user_id,
      ]),
      q<{ locked: string; available: string }>(`select locked, available from hq_stake where user_id = $1`, [
        session.user_id,
      ]),
      q<{ total: string }>(
        `select coalesce(sum(amount), 0)::text as total from chain_pending
          where event = 'Deposited'
            and wallet in (select lower(address) from wallet_address where user_id = $1)`,
        [session.user_id],
      ),
    ]);
    const locked = BigInt(stake?.locked ?? 0) + BigInt(pending?.total ?? 0);
    return {
      data: {
        credits: Number(credits?.total ?? 0),
        stake: { locked: Number(locked) / 1e18, available: Number(BigInt(stake?.available ?? 0)) / 1e18 },
      },
    };
  });

  // The Atlas reads (feed, topic feed, ranked search) are in reference-news.ts.
  registerNewsReferences(app, database);
  return app;
}
