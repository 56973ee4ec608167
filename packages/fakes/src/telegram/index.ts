import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { registerFailureControl } from "../control";
import { sendChooser, sendErrorPage } from "../shared/sandbox-page";
import { createTelegramState, loginHash, SANDBOX_BOT } from "./state";
import { registerBotApi } from "./bot-api";
import { registerTelegramControl } from "./control-routes";

// Fake of Telegram: the login page (/auth, like oauth.telegram.org/auth) that sends the user
// back to return_to with the login widget's fields (id, first_name, last_name, username,
// photo_url, auth_date, hash), and the Bot API (/bot<token>/getChatMember).

type Query = Record<string, string | undefined>;

function checkLoginRequest(q: Query): string | null {
  if (q.bot_id !== String(SANDBOX_BOT.id)) return "Bot domain invalid";
  if (!q.return_to || !/^https?:\/\//.test(q.return_to)) return "Invalid return_to";
  // Telegram only sends users back to the domain registered for the bot (here: the origin asked for).
  if (q.origin && new URL(q.return_to).origin !== q.origin) return "Bot domain invalid";
  return null;
}

export const telegramFake: FastifyPluginAsync<ProviderFakeOptions> = async (app, opts) => {
  const state = createTelegramState();
  registerFailureControl(app, state.sw);
  registerTelegramControl(app, state);
  registerBotApi(app, state);

  app.get<{ Querystring: Query }>("/auth", async (req, reply) =>
    sendChooser(reply, { query: req.query, problem: checkLoginRequest(req.query), errorTitle: "Telegram" }, () => ({
      title: "Telegram Login",
      heading: "Log in to continue",
      intro:
        `${new URL(req.query.return_to!).host} wants to log you in with Telegram ` +
        `through @${SANDBOX_BOT.username}.`,
      action: `${opts.baseUrl()}/auth`,
      accounts: [...state.users.values()].map((u) => ({
        id: String(u.id),
        label: [u.first_name, u.last_name].filter(Boolean).join(" "),
        detail: u.username ? `@${u.username}` : undefined,
      })),
      submitLabel: "Accept",
      canCancel: true,
    })),
  );

  app.post<{ Body: Query }>("/auth", async (req, reply) => {
    const form = req.body ?? {};
    const problem = checkLoginRequest(form);
    if (problem) return sendErrorPage(reply, "Telegram", problem);
    const returnTo = new URL(form.return_to!);
    if (form.decision !== "authorize") return reply.redirect(returnTo.toString());
    const user = form.account ? state.users.get(Number(form.account)) : undefined;
    if (!user) return sendErrorPage(reply, "Telegram", "Unknown account.");
    const fields: Record<string, string> = {
      id: String(user.id),
      first_name: user.first_name,
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    if (user.last_name) fields.last_name = user.last_name;
    if (user.username) fields.username = user.username;
    if (user.photo_url) fields.photo_url = user.photo_url;
    fields.hash = loginHash(SANDBOX_BOT.token, fields);
    for (const [k, v] of Object.entries(fields)) returnTo.searchParams.set(k, v);
    return reply.redirect(returnTo.toString());
  });
};
