// Per-template schemas of objective values (docs/product/objectives.md#templates, messages of
// docs/product/objectives.md#field-rules). Each
// is a z.object that strips unknown keys, so a form may send more than the
// template needs without it being stored, piped through a transform that drops
// optional fields left empty. The server validates with these and the web
// forms resolve with the same schemas.

import { z } from "zod";
import { getChainById } from "../chains";
import { NFT_SYMBOL_MAX_LENGTH } from "../constants";
import { listAbiFunctions, parseAbiJson } from "./abi";
import {
  discordInviteSchema,
  discordRoleIdSchema,
  discordServerIdSchema,
  httpsUrlSchema,
  optionalTextSchema,
  positiveIntSchema,
  POSITIVE_WHOLE_NUMBER_MESSAGE,
  requiredHttpUrl,
  requiredText,
  startDateSchema,
  steamGameUrlSchema,
  telegramInviteSchema,
  tweetContentSchema,
  tweetUrlSchema,
  twitterUsernameSchema,
  youtubeChannelUrlSchema,
  youtubeVideoUrlSchema,
} from "./fields";
import {
  abiSchema,
  addressListSchema,
  baseUnitAmountSchema,
  evmAddressSchema,
  functionInputsSchema,
  nftPriceSchema,
  objectiveChainIdSchema,
  optionalEvmAddressSchema,
  tokenDecimalsSchema,
} from "./onchain-fields";
import { BUTTON_TITLE_MAX_LENGTH, TEMPLATE_KEYS, type TemplateKey } from "./templates";
import { findKnownToken } from "./token-amount";

export type ObjectiveValues = Record<string, unknown>;

export const UNKNOWN_TEMPLATE_MESSAGE = "Unknown objective template.";
export const BUTTON_TITLE_MAX_MESSAGE = `Button title must be at most ${BUTTON_TITLE_MAX_LENGTH} characters.`;
export const FUNCTION_NOT_IN_ABI_MESSAGE = "Function not found in the ABI.";
export const CREDITS_MESSAGE = "Credits must be a whole number from 0 to 10000.";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** Every template accepts an optional button_title; blank means none (docs/product/objectives.md#common-values). */
export const buttonTitleSchema = z.preprocess(
  (v) => (v == null || trimmed(v) === "" ? undefined : trimmed(v)),
  z.string().max(BUTTON_TITLE_MAX_LENGTH, BUTTON_TITLE_MAX_MESSAGE).optional(),
);

const linkTitleSchema = z.preprocess(
  trimmed,
  z.string({ error: "Title must be at least 2 characters." }).min(2, "Title must be at least 2 characters."),
);

const optionalTextFrom = (message: string, max: number) =>
  z.preprocess(
    (v) => (v == null || trimmed(v) === "" ? undefined : trimmed(v)),
    z.string().max(max, message).optional(),
  );

/** Ids and versions may come as numbers; they are kept as text. */
const optionalId = z.preprocess(
  (v) => (v == null || trimmed(v) === "" ? undefined : typeof v === "number" ? String(v) : trimmed(v)),
  z.string().optional(),
);

const steamGameIdSchema = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : trimmed(v)),
  z.string({ error: "Game ID is required." }).regex(/^\d+$/, "Game ID is required."),
);

// On-chain required fields (docs/product/objectives.md#on-chain-fields).
const onchain = {
  title: requiredText("Title is required."),
  description: requiredText("Description is required."),
  url: requiredHttpUrl("Url is required."),
  blockchain: objectiveChainIdSchema,
  contract_address: evmAddressSchema,
  abi: abiSchema,
  function_name: requiredText("Function name is required."),
  function_signature: requiredText("Function signature is required."),
  about: requiredText("About is required."),
  image_url: requiredHttpUrl("Asset URL is required."),
};

/** Optional fields left empty are dropped rather than stored as undefined. */
function dropUndefined<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
}

/** A template's values: unknown keys stripped, empty optional fields dropped. */
const valuesOf = <S extends z.ZodRawShape>(shape: S) => z.object(shape).transform(dropUndefined);

const base = { button_title: buttonTitleSchema };
const tweetObjective = valuesOf({ ...base, tweetUrl: tweetUrlSchema });
const missionObjective = valuesOf({ ...base, missionUrl: httpsUrlSchema, missionTitle: optionalTextSchema });
const steamFields = {
  game: requiredText("Game name is required."),
  link: steamGameUrlSchema,
  steam_game_id: steamGameIdSchema,
  description: optionalTextSchema,
};
const discordJoinFields = {
  discordName: z.preprocess(
    trimmed,
    z.string({ error: "Name must be at least 2 characters." }).min(2, "Name must be at least 2 characters."),
  ),
  discordServerId: discordServerIdSchema,
  discordServerInviteUrl: discordInviteSchema,
};

const sameSignature = (a: string, b: string) => a.replace(/\s+/g, "") === b.replace(/\s+/g, "");

/** The chosen function must be one of the ABI's (checked only when the ABI itself is valid). */
function functionInAbi(
  values: { abi?: unknown; function_name?: unknown; function_signature?: unknown },
  ctx: z.RefinementCtx,
  by: "function_name" | "function_signature",
) {
  const abi = parseAbiJson(values.abi);
  const wanted = values[by];
  if (!abi.success || typeof wanted !== "string") return;
  const functions = listAbiFunctions(abi.abi);
  const found =
    by === "function_name"
      ? functions.some((f) => f.name === wanted)
      : functions.some((f) => sameSignature(f.signature, wanted));
  if (!found) ctx.addIssue({ code: "custom", message: FUNCTION_NOT_IN_ABI_MESSAGE, path: [by] });
}

/**
 * Token amounts need decimals and a symbol to be shown. Well-known tokens
 * bring their own; a holding without a contract is the chain's native
 * currency; otherwise decimals default to 18.
 */
function withTokenDefaults<
  T extends { blockchain: number; contract_address?: string; token_decimals?: number; token_symbol?: string },
>(values: T): T & { token_decimals: number } {
  const known = values.contract_address ? findKnownToken(values.blockchain, values.contract_address) : undefined;
  const nativeSymbol = values.contract_address ? undefined : getChainById(values.blockchain)?.nativeCurrency;
  const token_symbol = values.token_symbol ?? known?.symbol ?? nativeSymbol;
  return {
    ...values,
    token_decimals: values.token_decimals ?? known?.decimals ?? 18,
    ...(token_symbol ? { token_symbol } : {}),
  };
}

const tokenFields = {
  token_decimals: tokenDecimalsSchema,
  token_symbol: optionalTextFrom("Token symbol must be at most 20 characters.", 20),
};

export const objectiveValueSchemas: Record<TemplateKey, z.ZodType<ObjectiveValues>> = {
  twitter_username_update: valuesOf({
    ...base,
    addToUsername: requiredText("Enter what you'd like users to update their username to include"),
  }),
  twitter_follow: valuesOf({ ...base, username: twitterUsernameSchema }),
  twitter_like: tweetObjective,
  twitter_bookmark: tweetObjective,
  twitter_retweet: tweetObjective,
  twitter_comment: tweetObjective,
  twitter_post: valuesOf({ ...base, tweetContent: tweetContentSchema }),
  questhq_complete_mission: missionObjective,
  questhq_mission_won: missionObjective,
  questhq_missions_completed: valuesOf({
    ...base,
    start_date: startDateSchema,
    number_of_missions: positiveIntSchema(POSITIVE_WHOLE_NUMBER_MESSAGE),
  }),
  questhq_objectives_completed: valuesOf({
    ...base,
    start_date: startDateSchema,
    number_of_objectives: positiveIntSchema(POSITIVE_WHOLE_NUMBER_MESSAGE),
  }),
  questhq_points_earned: valuesOf({
    ...base,
    start_date: startDateSchema,
    number_of_points: positiveIntSchema(POSITIVE_WHOLE_NUMBER_MESSAGE),
    category: optionalTextSchema,
  }),
  questhq_custom_list_import: valuesOf({ ...base, addresses: addressListSchema }),
  steam_download: valuesOf({ ...base, ...steamFields }),
  steam_wishlist: valuesOf({ ...base, ...steamFields }),
  steam_playtime: valuesOf({
    ...base,
    ...steamFields,
    gaming_duration: positiveIntSchema("Duration of playtime must be a positive number"),
  }),
  link_click: valuesOf({
    ...base,
    title: linkTitleSchema,
    description: requiredText("Description is required."),
    url: httpsUrlSchema,
  }),
  discord_join: valuesOf({ ...base, ...discordJoinFields }),
  discord_role: valuesOf({
    ...base,
    ...discordJoinFields,
    discordRoleId: discordRoleIdSchema,
    discordRoleName: requiredText("Role name cannot be empty."),
    description: optionalTextSchema,
  }),
  telegram_join: valuesOf({ ...base, telegramGroupInviteUrl: telegramInviteSchema }),
  youtube_sub: valuesOf({ ...base, channelUrl: youtubeChannelUrlSchema }),
  youtube_watch: valuesOf({ ...base, title: requiredText("Title is required."), videoUrl: youtubeVideoUrlSchema }),
  onchain_transact_function: z
    .object({
      ...base,
      title: onchain.title,
      description: onchain.description,
      url: onchain.url,
      blockchain: onchain.blockchain,
      contract_address: onchain.contract_address,
      abi: onchain.abi,
      function_name: onchain.function_name,
      function_signature: onchain.function_signature,
      inputs: functionInputsSchema,
      implementation_address: optionalEvmAddressSchema,
    })
    .superRefine((v, ctx) => functionInAbi(v, ctx, "function_signature"))
    .transform(dropUndefined),
  onchain_mint: valuesOf({
    ...base,
    title: onchain.title,
    about: onchain.about,
    image_url: onchain.image_url,
    blockchain: onchain.blockchain,
    nft_version: optionalId,
    nft_name: optionalTextSchema,
    nft_symbol: optionalTextFrom("NFT symbol must be at most 20 characters.", NFT_SYMBOL_MAX_LENGTH),
    nft_description: optionalTextSchema,
    nft_price: nftPriceSchema,
    contract_address: optionalEvmAddressSchema,
    nft_contract_object_id: optionalId,
  }),
  onchain_function_onclick: z
    .object({
      ...base,
      title: onchain.title,
      description: onchain.description,
      blockchain: onchain.blockchain,
      contract_address: onchain.contract_address,
      abi: onchain.abi,
      function_name: onchain.function_name,
    })
    .superRefine((v, ctx) => functionInAbi(v, ctx, "function_name"))
    .transform(dropUndefined),
  onchain_transact: valuesOf({
    ...base,
    title: onchain.title,
    description: onchain.description,
    blockchain: onchain.blockchain,
    url: onchain.url,
    contract_address: onchain.contract_address,
  }),
  onchain_send_token: z
    .object({
      ...base,
      title: onchain.title,
      blockchain: onchain.blockchain,
      crypto_amount: baseUnitAmountSchema({ positive: false }),
      description: onchain.description,
      toAddress: evmAddressSchema,
      ...tokenFields,
    })
    .transform((v) => dropUndefined(withTokenDefaults(v))),
  onchain_holding_nft: valuesOf({
    ...base,
    title: onchain.title,
    blockchain: onchain.blockchain,
    description: onchain.description,
    contract_address: onchain.contract_address,
    url: onchain.url,
  }),
  onchain_holding_crypto: z
    .object({
      ...base,
      title: onchain.title,
      crypto_amount: baseUnitAmountSchema({ positive: true }),
      description: onchain.description,
      blockchain: onchain.blockchain,
      url: onchain.url,
      contract_address: optionalEvmAddressSchema,
      ...tokenFields,
    })
    .transform((v) => dropUndefined(withTokenDefaults(v))),
  onchain_check_gems: valuesOf({ ...base, title: onchain.title, description: onchain.description }),
  client_validation: valuesOf({ ...base, key: requiredText("Key is required.") }),
};

export type ObjectiveValuesResult =
  | { success: true; data: ObjectiveValues }
  | { success: false; fieldErrors: Record<string, string> };

/** Keeps the first message of each field; issues about the whole value go under "values". */
function firstMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "values";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

const asValues = (values: unknown) => (values == null ? {} : values);

export function validateObjectiveValues(template: string, values: unknown): ObjectiveValuesResult {
  const schema = (objectiveValueSchemas as Record<string, z.ZodType<ObjectiveValues> | undefined>)[template];
  if (!schema || !Object.hasOwn(objectiveValueSchemas, template)) {
    return { success: false, fieldErrors: { template: UNKNOWN_TEMPLATE_MESSAGE } };
  }
  const parsed = schema.safeParse(asValues(values));
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, fieldErrors: firstMessages(parsed.error.issues) };
}

/**
 * Create or replace an objective. The values are checked with the template's
 * schema; each problem is reported at ["values", field] so a form can show it
 * next to the field, and the output carries the parsed values.
 */
export const objectiveInputSchema = z
  .object({
    mission: z.uuid(),
    template: z.enum(TEMPLATE_KEYS, UNKNOWN_TEMPLATE_MESSAGE),
    values: z.record(z.string(), z.unknown()).default({}),
    credits: z.coerce
      .number(CREDITS_MESSAGE)
      .int(CREDITS_MESSAGE)
      .min(0, CREDITS_MESSAGE)
      .max(10000, CREDITS_MESSAGE)
      .nullish()
      // Absent: the mission type's default at award time (participation/credits.ts).
      .transform((v) => v ?? null),
  })
  .transform(withValidValues);

/**
 * The values of an objective input checked against its template's schema, each issue reported at `values.<field>`
 * (mission objectives here, Saga weekly challenges in sagas/operator-schemas.ts).
 */
export function withValidValues<T extends { template: TemplateKey; values: Record<string, unknown> }>(
  input: T,
  ctx: z.RefinementCtx,
): T & { values: ObjectiveValues } {
  const parsed = objectiveValueSchemas[input.template].safeParse(input.values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? [issue.path[0] as PropertyKey] : [];
      ctx.addIssue({ code: "custom", message: issue.message, path: ["values", ...field] });
    }
    return z.NEVER;
  }
  return { ...input, values: parsed.data };
}

export type ObjectiveInput = z.output<typeof objectiveInputSchema>;
