import type { FastifyInstance, FastifyReply } from "fastify";
import { maybeFail } from "../control";
import { SANDBOX_STEAM_KEY, type SteamState } from "./state";

// Steam Web API under /api: GetOwnedGames, GetWishlist, GetPlayerSummaries. Like Steam, a bad
// key is a 403 HTML page, a private profile is an empty { response: {} }, and a rate limit is a
// bare 429 page.

type Query = Record<string, string | undefined>;

const FORBIDDEN_HTML =
  "<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. Retrying will not help. " +
  "Please verify your <pre>key=</pre> parameter.</body></html>";

const rateLimited = (reply: FastifyReply) => {
  void reply.type("text/html");
  return "<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1></body></html>";
};

function isTruthy(v: string | undefined): boolean {
  return v === "1" || v === "true";
}

export function registerSteamApi(app: FastifyInstance, state: SteamState): void {
  const refuseKey = (key: string | undefined, reply: FastifyReply) => {
    if (key === SANDBOX_STEAM_KEY) return false;
    void reply.status(403).type("text/html").send(FORBIDDEN_HTML);
    return true;
  };

  app.get<{ Querystring: Query }>("/api/IPlayerService/GetOwnedGames/v1/", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    if (refuseKey(req.query.key, reply)) return reply;
    if (!req.query.steamid)
      return reply
        .status(400)
        .type("text/html")
        .send("<html><body><h1>Bad Request</h1>Required parameter 'steamid' is missing</body></html>");
    const account = state.accounts.get(req.query.steamid);
    if (!account || account.isPrivate) return { response: {} };
    const withFree = isTruthy(req.query.include_played_free_games);
    const games = [...account.games]
      .filter(([, g]) => withFree || !g.is_free)
      .map(([appid, g]) => ({
        appid,
        playtime_forever: g.playtime_forever,
        playtime_windows_forever: g.playtime_forever,
        playtime_mac_forever: 0,
        playtime_linux_forever: 0,
        playtime_deck_forever: 0,
        rtime_last_played: g.rtime_last_played,
        playtime_disconnected: 0,
      }));
    return { response: { game_count: games.length, games } };
  });

  app.get<{ Querystring: Query }>("/api/IWishlistService/GetWishlist/v1/", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    // The wishlist service needs no key; a wrong one is still refused.
    if (req.query.key !== undefined && refuseKey(req.query.key, reply)) return reply;
    const account = req.query.steamid ? state.accounts.get(req.query.steamid) : undefined;
    if (!account || account.isPrivate) return { response: {} };
    const items = [...account.wishlist]
      .sort(([, a], [, b]) => a.priority - b.priority)
      .map(([appid, w]) => ({ appid, priority: w.priority, date_added: w.date_added }));
    return { response: { items } };
  });

  app.get<{ Querystring: Query }>("/api/ISteamUser/GetPlayerSummaries/v2/", async (req, reply) => {
    if (maybeFail(state.sw, reply, { rateLimited })) return reply;
    if (refuseKey(req.query.key, reply)) return reply;
    const ids = (req.query.steamids ?? "").split(",").filter(Boolean);
    const players = ids
      .map((id) => state.accounts.get(id))
      .filter((a) => a !== undefined)
      .map((a) => ({
        steamid: a.steamid,
        communityvisibilitystate: a.isPrivate ? 1 : 3,
        profilestate: 1,
        personaname: a.personaname,
        profileurl: `https://steamcommunity.com/profiles/${a.steamid}/`,
        avatar: "https://avatars.steamstatic.com/fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb.jpg",
        personastate: 0,
      }));
    return { response: { players } };
  });
}
