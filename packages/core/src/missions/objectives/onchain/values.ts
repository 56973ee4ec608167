import { z } from "zod";
import { getChainById } from "../../../chains";
import { NFT_SYMBOL_MAX_LENGTH } from "../../../constants";
import { listAbiFunctions, parseAbiJson } from "../../abi";
import { optionalTextSchema, requiredHttpUrl, requiredText } from "../../fields";
import {
  abiSchema,
  baseUnitAmountSchema,
  evmAddressSchema,
  functionInputsSchema,
  nftPriceSchema,
  objectiveChainIdSchema,
  optionalEvmAddressSchema,
  tokenDecimalsSchema,
} from "../../onchain-fields";
import { findKnownToken } from "../../token-amount";
import { base, dropUndefined, type FamilyValues, optionalTextFrom, trimmed, valuesOf } from "../value-helpers";

export const FUNCTION_NOT_IN_ABI_MESSAGE = "Function not found in the ABI.";

/** Ids and versions may come as numbers; they are kept as text. */
const optionalId = z.preprocess(
  (v) => (v == null || trimmed(v) === "" ? undefined : typeof v === "number" ? String(v) : trimmed(v)),
  z.string().optional(),
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

export const onchainValues = {
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
} satisfies FamilyValues;
