import { Ajv, type ValidateFunction } from "ajv";
import { SANDBOX_BOT } from "../../src/telegram/state";
import type { Answer, Probe, ProbeContext, ProviderContract } from "../types";
import { readVendored } from "../documents";

// Telegram publishes the Bot API as a web page, not OpenAPI; its machine-readable form (PaulSonOfLars/
// telegram-bot-api-spec, generated from core.telegram.org/bots/api) lists `methods` with what they return and `types`
// with their fields, or with `subtypes` for a union such as ChatMember. The types an operation reaches are turned into
// JSON Schema here and every answer is held to them inside the answer envelope, which Telegram documents only in
// prose (`envelope` below).

type Json = Record<string, unknown>;
type Field = { name: string; types: string[]; required: boolean; description: string };
type TypeDef = { name: string; href: string; description?: string[]; fields?: Field[]; subtypes?: string[] };
type Method = { name: string; href: string; description?: string[]; returns: string[]; fields?: Field[] };
export type BotApiSpec = {
  version: string;
  release_date: string;
  changelog: string;
  methods: Record<string, Method>;
  types: Record<string, TypeDef>;
};

/** The Bot API methods the product calls (apps/server/src/providers/telegram/bot-api.ts). */
const METHODS = ["getChatMember"];
/** Types the error envelope refers to, kept although no method returns them. */
const ENVELOPE_TYPES = ["ResponseParameters"];

const PRIMITIVES: Record<string, Json> = {
  Integer: { type: "integer" },
  Float: { type: "number" },
  String: { type: "string" },
  Boolean: { type: "boolean" },
  // "True" is the spec's type of fields and results that are only ever true.
  True: { const: true },
};

/** "Array of Array of PhotoSize" → "PhotoSize". */
const elementType = (type: string): string => type.replace(/^(Array of )+/, "");

/** The methods the product calls and every type they reach (returns, parameters, fields, subtypes), unchanged. */
export function vendor(full: unknown): BotApiSpec {
  const spec = full as BotApiSpec;
  const methods: Record<string, Method> = {};
  for (const name of METHODS) {
    const method = spec.methods[name];
    if (!method) throw new Error(`the document has no method ${name}`);
    methods[name] = method;
  }
  const queue = [
    ...Object.values(methods).flatMap((m) => [...m.returns, ...(m.fields ?? []).flatMap((f) => f.types)]),
    ...ENVELOPE_TYPES,
  ];
  const types: Record<string, TypeDef> = {};
  while (queue.length > 0) {
    const name = elementType(queue.pop()!);
    if (PRIMITIVES[name] || types[name]) continue;
    const type = spec.types[name];
    if (!type) throw new Error(`the document has no type ${name}`);
    types[name] = type;
    queue.push(...(type.subtypes ?? []), ...(type.fields ?? []).flatMap((f) => f.types));
  }
  const sorted = Object.fromEntries(Object.entries(types).sort(([a], [b]) => a.localeCompare(b)));
  return {
    version: spec.version,
    release_date: spec.release_date,
    changelog: spec.changelog,
    methods,
    types: sorted,
  };
}

const DOC_ID = "https://core.telegram.org/bots/api";
const ref = (type: string): Json => ({ $ref: `${DOC_ID}#/definitions/${type}` });

function typeSchema(type: string): Json {
  const array = /^Array of (.+)$/.exec(type);
  if (array) return { type: "array", items: typeSchema(array[1]!) };
  return PRIMITIVES[type] ?? ref(type);
}

/** A value of any of the listed types ("Integer or String"): they may overlap (Integer, Float), so anyOf. */
const alternatives = (types: string[]): Json =>
  types.length === 1 ? typeSchema(types[0]!) : { anyOf: types.map(typeSchema) };

/**
 * The tag of a union member is stated only in prose: ChatMemberOwner's status is 'always "creator"'. Without it every
 * ChatMember would also match ChatMemberLeft ({status, user}) and no answer could match exactly one of the union.
 */
const tagOf = (field: Field): string | undefined =>
  field.types.length === 1 && field.types[0] === "String"
    ? /, always "([^"]+)"$/.exec(field.description)?.[1]
    : undefined;

/** JSON Schema of one type: an object of its fields (required as the spec marks them), or oneOf its subtypes. */
function definition(type: TypeDef, spec: BotApiSpec): Json {
  if (type.subtypes) {
    const schema: Json = { oneOf: type.subtypes.map(ref) };
    // With a shared tag (ChatMember's status), Ajv reports only the member the answer claims to be.
    const tags = type.subtypes.map((name) => (spec.types[name]?.fields ?? []).find((f) => f.required && tagOf(f)));
    const tag = tags[0]?.name;
    if (tag && tags.every((f) => f?.name === tag)) Object.assign(schema, { discriminator: { propertyName: tag } });
    return schema;
  }
  const fields = type.fields ?? [];
  const properties = Object.fromEntries(
    fields.map((f) => {
      const tag = tagOf(f);
      return [f.name, tag === undefined ? alternatives(f.types) : { const: tag }];
    }),
  );
  // The spec never says an object is closed (Telegram adds fields in every release), so no additionalProperties.
  return { type: "object", properties, required: fields.filter((f) => f.required).map((f) => f.name) };
}

/** Every type of the document as JSON Schema definitions, keyed by type name. */
function botApiSchemas(spec: BotApiSpec): Record<string, Json> {
  return Object.fromEntries(Object.values(spec.types).map((t) => [t.name, definition(t, spec)]));
}

/**
 * The answer envelope, documented only in prose (https://core.telegram.org/bots/api#making-requests): "The response
 * contains a JSON object, which always has a Boolean field 'ok' and may have an optional String field 'description'
 * … If 'ok' equals True, the request was successful and the result of the query can be found in the 'result' field.
 * In case of an unsuccessful request, 'ok' equals false and the error is explained in the 'description'. An Integer
 * 'error_code' field is also returned … Some errors may also have an optional field 'parameters' of the type
 * ResponseParameters".
 */
const envelope = (result: Json): { success: Json; failure: Json } => ({
  success: {
    type: "object",
    properties: { ok: { const: true }, result, description: { type: "string" } },
    required: ["ok", "result"],
  },
  failure: {
    type: "object",
    properties: {
      ok: { const: false },
      error_code: { type: "integer" },
      description: { type: "string" },
      parameters: ref("ResponseParameters"),
    },
    required: ["ok", "error_code", "description"],
  },
});

type Checker = (operation: string, answer: Answer) => string[];
let checker: Checker | undefined;

function loadChecker(): Checker {
  const spec = readVendored<BotApiSpec>("telegram");
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
  ajv.addSchema({ $id: DOC_ID, definitions: botApiSchemas(spec) });
  const validators = new Map<string, { success: ValidateFunction; failure: ValidateFunction }>();
  return (operation, answer) => {
    const method = spec.methods[operation];
    if (!method) return [`${operation} is not in the document`];
    let validate = validators.get(operation);
    if (!validate) {
      const { success, failure } = envelope(alternatives(method.returns));
      validate = { success: ajv.compile(success), failure: ajv.compile(failure) };
      validators.set(operation, validate);
    }
    // The envelope says "JSON object"; the status rules are Telegram's own Bot API server (tdlib/telegram-bot-api,
    // Query.cpp set_ok/set_error and HttpConnection.cpp send_response): 200 with ok, error_code as the HTTP status
    // otherwise, and a flood-control error's retry_after repeated in a Retry-After header.
    if (answer.contentType !== "application/json") return [`media type ${answer.contentType || "(none)"} is not JSON`];
    type Envelope = { ok?: unknown; error_code?: unknown; parameters?: { retry_after?: unknown } } | null;
    const body = answer.body as Envelope;
    // `ok` tells which envelope the answer claims to be, so only that one's errors are reported.
    const fn = body?.ok === true ? validate.success : validate.failure;
    const problems = fn(body) ? [] : (fn.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`);
    if (body?.ok === true && answer.status !== 200) problems.push(`status ${answer.status} with ok: true`);
    if (body?.ok === false && body.error_code !== answer.status) {
      problems.push(`status ${answer.status} with error_code ${JSON.stringify(body.error_code)}`);
    }
    const retryAfter = body?.parameters?.retry_after;
    if (retryAfter !== undefined && answer.headers["retry-after"] !== String(retryAfter)) {
      problems.push(`header Retry-After ${JSON.stringify(answer.headers["retry-after"])} is not ${retryAfter}`);
    }
    return problems;
  };
}

// A supergroup with our bot in it and a user for every member status; ids are fixed so probes can name them.
const CHAT = { id: -1_001_700_000_001, username: "contract_probe" };
const HIDDEN_CHAT_ID = -1_001_700_000_002;
const USERS = {
  creator: 710_000_001,
  administrator: 710_000_002,
  member: 710_000_003,
  restrictedIn: 710_000_004,
  restrictedOut: 710_000_005,
  left: 710_000_006,
  kicked: 710_000_007,
  stranger: 710_000_008,
};
const UNKNOWN_USER = 719_999_999;

const api = (ctx: ProbeContext, query: Record<string, string | number>, token = SANDBOX_BOT.token) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return ctx.call(`${ctx.base}/bot${token}/getChatMember?${params}`);
};

const probe = (name: string, run: (ctx: ProbeContext) => Promise<Answer>): Probe => ({
  operation: "getChatMember",
  name,
  run,
});

const member = (name: string, userId: number, chatId: string | number = `@${CHAT.username}`) =>
  probe(name, (ctx) => api(ctx, { chat_id: chatId, user_id: userId }));

export const contract: ProviderContract = {
  provider: "Telegram",
  prefix: "/telegram",
  document: {
    title: "Telegram Bot API (telegram-bot-api-spec api.json)",
    version: "Bot API 10.1",
    source:
      "https://github.com/PaulSonOfLars/telegram-bot-api-spec/blob/160fd99507e1c7c77e92dc90f5993d724735b51c/api.json",
  },
  async reset(ctx) {
    await ctx.control("reset");
    await ctx.control("chats", { id: CHAT.id, title: "Contract Probe", username: CHAT.username });
    await ctx.control("chats", { id: HIDDEN_CHAT_ID, title: "Without the bot", bot_is_member: false });
    for (const [key, id] of Object.entries(USERS)) {
      await ctx.control(`users/${id}`, { first_name: "Probe", username: `probe_${key.toLowerCase()}` }, "PUT");
    }
    const statuses: [number, Json][] = [
      [USERS.creator, { status: "creator" }],
      [USERS.administrator, { status: "administrator" }],
      [USERS.member, { status: "member" }],
      [USERS.restrictedIn, { status: "restricted", is_member: true }],
      [USERS.restrictedOut, { status: "restricted", is_member: false }],
      [USERS.left, { status: "left" }],
      [USERS.kicked, { status: "kicked" }],
    ];
    for (const [id, body] of statuses) await ctx.control(`chats/${CHAT.id}/members/${id}`, body, "PUT");
  },
  probes: [
    member("owner", USERS.creator),
    member("administrator", USERS.administrator),
    member("member", USERS.member),
    member("member, chat by numeric id", USERS.member, CHAT.id),
    member("restricted, still in the chat", USERS.restrictedIn),
    member("restricted, no longer in the chat", USERS.restrictedOut),
    member("left", USERS.left),
    member("banned", USERS.kicked),
    member("a user never in the chat", USERS.stranger),
    probe("member, POST with a JSON body", (ctx) =>
      ctx.call(`${ctx.base}/bot${SANDBOX_BOT.token}/getChatMember`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ chat_id: `@${CHAT.username}`, user_id: USERS.member }),
      }),
    ),
    member("400 user not found", UNKNOWN_USER),
    member("400 chat not found", USERS.member, "@no_such_chat_here"),
    member("400 chat without the bot", USERS.member, HIDDEN_CHAT_ID),
    probe("400 chat_id is empty", (ctx) => api(ctx, { user_id: USERS.member })),
    probe("400 invalid user_id", (ctx) => api(ctx, { chat_id: `@${CHAT.username}`, user_id: "nobody" })),
    probe("401 bad bot token", (ctx) =>
      api(ctx, { chat_id: `@${CHAT.username}`, user_id: USERS.member }, "123456:wrong"),
    ),
    probe("429 flood control", async (ctx) => {
      await ctx.control("mode", { mode: "rate_limited", times: 1 });
      return api(ctx, { chat_id: `@${CHAT.username}`, user_id: USERS.member });
    }),
  ],
  check(p, answer) {
    checker ??= loadChecker();
    return checker(p.operation, answer);
  },
};
