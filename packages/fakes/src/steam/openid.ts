import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sendChooser, sendErrorPage } from "../shared/sandbox-page";
import type { SteamState } from "./state";

// Steam's OpenID 2.0 provider at /openid/login. checkid_setup shows the sandbox sign-in page;
// signing in redirects to openid.return_to with a positive assertion shaped like Steam's
// (claimed_id https://steamcommunity.com/openid/id/<steamid64>, the same signed field list).
// POST with openid.mode=check_authentication answers in key-value form whether the signature
// is ours and the nonce is fresh; a nonce is accepted once (replay protection).

/** The title of Steam's page for a bad sign-in request. */
const ERROR_TITLE = "Steam Community :: Error";

const NS = "http://specs.openid.net/auth/2.0";
const IDENTIFIER_SELECT = "http://specs.openid.net/auth/2.0/identifier_select";
const SIGNED = "signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle";
const ASSOC_HANDLE = "1234567890";

type Params = Record<string, string | undefined>;

function keyValueForm(params: Params, signed: string): string {
  return signed
    .split(",")
    .map((field) => `${field}:${params[`openid.${field}`] ?? ""}\n`)
    .join("");
}

function sign(secret: Buffer, params: Params, signed: string): string {
  return createHmac("sha256", secret).update(keyValueForm(params, signed)).digest("base64");
}

/** The checkid_setup request is well formed, and return_to lies under the realm. */
function checkSetupRequest(q: Params): string | null {
  if (q["openid.ns"] !== NS) return "Unsupported openid.ns.";
  if (q["openid.mode"] !== "checkid_setup") return "Unsupported openid.mode.";
  const returnTo = q["openid.return_to"];
  if (!returnTo || !/^https?:\/\//.test(returnTo)) return "Invalid openid.return_to.";
  const realm = q["openid.realm"] ?? returnTo;
  if (!returnTo.startsWith(realm)) return "openid.return_to does not match openid.realm.";
  if (q["openid.identity"] !== IDENTIFIER_SELECT || q["openid.claimed_id"] !== IDENTIFIER_SELECT)
    return "Unsupported openid.identity.";
  return null;
}

function checkAuthentication(state: SteamState, body: Params): boolean {
  const signed = body["openid.signed"];
  const sig = body["openid.sig"];
  const nonce = body["openid.response_nonce"];
  if (!signed || !sig || !nonce || body["openid.assoc_handle"] !== ASSOC_HANDLE) return false;
  // The signed list must cover what the relying party relies on.
  for (const field of ["claimed_id", "identity", "return_to", "response_nonce", "op_endpoint"])
    if (!signed.split(",").includes(field)) return false;
  const expected = Buffer.from(sign(state.secret, body, signed));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const issued = state.nonces.get(nonce);
  if (!issued || issued.used) return false;
  issued.used = true;
  return true;
}

export function registerSteamOpenId(app: FastifyInstance, state: SteamState, baseUrl: () => string): void {
  const endpoint = () => `${baseUrl()}/openid/login`;

  app.get<{ Querystring: Params }>("/openid/login", async (req, reply) =>
    sendChooser(reply, { query: req.query, problem: checkSetupRequest(req.query), errorTitle: ERROR_TITLE }, () => ({
      title: "Steam Community :: Sign In",
      heading: "Sign in through Steam",
      intro:
        `${new URL(req.query["openid.realm"] ?? req.query["openid.return_to"]!).host} wants to know your Steam ID. ` +
        "It will not learn your password.",
      action: endpoint(),
      accounts: [...state.accounts.values()].map((a) => ({ id: a.steamid, label: a.personaname, detail: a.steamid })),
      submitLabel: "Sign In",
      canCancel: true,
    })),
  );

  app.post<{ Body: Params }>("/openid/login", async (req, reply) => {
    const body = req.body ?? {};
    if (body["openid.mode"] === "check_authentication") {
      const isValid = checkAuthentication(state, body);
      return reply.type("text/plain; charset=utf-8").send(`ns:${NS}\nis_valid:${isValid ? "true" : "false"}\n`);
    }
    const problem = checkSetupRequest(body);
    if (problem) return sendErrorPage(reply, ERROR_TITLE, problem);
    const returnTo = new URL(body["openid.return_to"]!);
    if (body.decision !== "authorize") {
      returnTo.searchParams.set("openid.ns", NS);
      returnTo.searchParams.set("openid.mode", "cancel");
      return reply.redirect(returnTo.toString());
    }
    const account = body.account ? state.accounts.get(body.account) : undefined;
    if (!account) return sendErrorPage(reply, ERROR_TITLE, "Unknown account.");
    const claimedId = `https://steamcommunity.com/openid/id/${account.steamid}`;
    const nonce = `${new Date().toISOString().replace(/\.\d{3}Z$/, "Z")}${randomBytes(12).toString("hex")}`;
    state.nonces.set(nonce, { used: false });
    const assertion: Params = {
      "openid.ns": NS,
      "openid.mode": "id_res",
      "openid.op_endpoint": endpoint(),
      "openid.claimed_id": claimedId,
      "openid.identity": claimedId,
      "openid.return_to": body["openid.return_to"],
      "openid.response_nonce": nonce,
      "openid.assoc_handle": ASSOC_HANDLE,
      "openid.signed": SIGNED,
    };
    assertion["openid.sig"] = sign(state.secret, assertion, SIGNED);
    for (const [k, v] of Object.entries(assertion)) returnTo.searchParams.set(k, v!);
    return reply.redirect(returnTo.toString());
  });
}
