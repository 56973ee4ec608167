import type { FastifyInstance, FastifyReply } from "fastify";
import { addAccount, type SteamAccount, type SteamState } from "./state";

// Control API of the Steam fake: accounts, privacy, owned games with playtime, wishlist.

type AccountParams = { steamid: string };
type GameParams = AccountParams & { appid: string };

function view(a: SteamAccount) {
  return {
    steamid: a.steamid,
    personaname: a.personaname,
    private: a.isPrivate,
    games: Object.fromEntries(a.games),
    wishlist: Object.fromEntries(a.wishlist),
  };
}

export function registerSteamControl(app: FastifyInstance, state: SteamState): void {
  const find = (steamid: string, reply: FastifyReply) => {
    const account = state.accounts.get(steamid);
    if (!account) void reply.status(404).send({ error: "unknown steamid" });
    return account;
  };
  const appId = (raw: string, reply: FastifyReply) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) {
      void reply.status(400).send({ error: "appid must be a positive integer" });
      return null;
    }
    return n;
  };

  app.post("/__control/reset", async () => {
    state.reset();
    return { ok: true };
  });

  app.get("/__control/accounts", async () => ({ accounts: [...state.accounts.values()].map(view) }));

  app.post<{ Body: { steamid?: string; personaname?: string; private?: boolean } }>(
    "/__control/accounts",
    async (req, reply) => {
      const personaname = req.body?.personaname;
      if (!personaname) return reply.status(400).send({ error: "personaname is required" });
      return reply
        .status(201)
        .send(view(addAccount(state, { steamid: req.body.steamid, personaname, isPrivate: req.body.private })));
    },
  );

  /** An account by SteamID64, made when missing (kept as is when present). */
  app.put<{ Params: AccountParams; Body: { personaname?: string } | undefined }>(
    "/__control/accounts/:steamid",
    async (req, reply) => {
      if (!/^\d{17}$/.test(req.params.steamid)) return reply.status(400).send({ error: "a SteamID64 has 17 digits" });
      return view(
        state.accounts.get(req.params.steamid) ??
          addAccount(state, { steamid: req.params.steamid, personaname: req.body?.personaname ?? "Sandbox player" }),
      );
    },
  );

  app.patch<{ Params: AccountParams; Body: { private?: boolean; personaname?: string } }>(
    "/__control/accounts/:steamid",
    async (req, reply) => {
      const account = find(req.params.steamid, reply);
      if (!account) return reply;
      if (typeof req.body?.private === "boolean") account.isPrivate = req.body.private;
      if (req.body?.personaname) account.personaname = req.body.personaname;
      return view(account);
    },
  );

  app.put<{ Params: GameParams; Body: { playtime_forever?: number; is_free?: boolean } | undefined }>(
    "/__control/accounts/:steamid/games/:appid",
    async (req, reply) => {
      const account = find(req.params.steamid, reply);
      const appid = account && appId(req.params.appid, reply);
      if (!account || !appid) return reply;
      account.games.set(appid, {
        // Owning a game again keeps its playtime unless a new one is given.
        playtime_forever: req.body?.playtime_forever ?? account.games.get(appid)?.playtime_forever ?? 0,
        is_free: req.body?.is_free ?? false,
        rtime_last_played: Math.floor(Date.now() / 1000),
      });
      return view(account);
    },
  );

  app.put<{ Params: GameParams; Body: { priority?: number } | undefined }>(
    "/__control/accounts/:steamid/wishlist/:appid",
    async (req, reply) => {
      const account = find(req.params.steamid, reply);
      const appid = account && appId(req.params.appid, reply);
      if (!account || !appid) return reply;
      account.wishlist.set(appid, {
        priority: req.body?.priority ?? account.wishlist.size,
        date_added: Math.floor(Date.now() / 1000),
      });
      return view(account);
    },
  );

  // A game and a wishlist entry are removed alike.
  for (const list of ["games", "wishlist"] as const) {
    app.delete<{ Params: GameParams }>(`/__control/accounts/:steamid/${list}/:appid`, async (req, reply) => {
      const account = find(req.params.steamid, reply);
      if (!account) return reply;
      account[list].delete(Number(req.params.appid));
      return view(account);
    });
  }
}
