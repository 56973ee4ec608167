import {
  addressRow,
  amountRow,
  chainRow,
  linkRow,
  onChain,
  shortenAddress,
  text,
  textRow,
  tokenAmount,
} from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { F, opt, req } from "../template-fields";

// On-chain: the user's wallet calls, mints, sends or holds (docs/product/objectives.md#on-chain-values).
//
// Function picker: on onchain_transact_function the `inputs` field has type "function". The form shows the
// functions of the `abi` field's ABI (see listAbiFunctions) and choosing one fills function_name,
// function_signature and inputs together.

const BASE_UNITS_HELP = "Entered in token units and stored in base units (5 USDC is 5000000).";
const abi = req("abi", "Contract ABI", "abi", { help: "The contract ABI as a JSON array." });
const tokenDecimals = opt("token_decimals", "Token decimals", "integer", {
  placeholder: "18",
  help: "Defaults to 18, or to the token's own decimals for well-known tokens.",
});
const tokenSymbol = opt("token_symbol", "Token symbol", "text", { placeholder: "USDC" });

const onchain = { provider: "onchain", category: "On-chain" } as const;

export const onchainTemplates = {
  onchain_transact_function: {
    ...onchain,
    title: "Call a contract function",
    description: "Users call a function of a contract.",
    fields: [
      F.title,
      F.description,
      F.url,
      F.blockchain,
      F.contract,
      abi,
      req("function_name", "Function name", "text", { help: "Filled in when you choose a function." }),
      req("function_signature", "Function signature", "text", { help: "Filled in when you choose a function." }),
      req("inputs", "Function", "function", { help: "Choose the function users must call from the ABI." }),
      opt("implementation_address", "Implementation address", "address", {
        help: "For a proxy contract: the implementation's address.",
      }),
    ],
    displayTitle: (v) => onChain(v, `Call ${text(v.function_name) ?? "a function"}`),
    detailRows: (v) => [
      ...chainRow(v),
      ...addressRow("Contract", v, "contract_address"),
      ...textRow("Function", v.function_name),
      ...linkRow("Where to do it", v.url),
    ],
  },
  onchain_mint: {
    ...onchain,
    title: "Mint an NFT",
    description: "Users mint an NFT created for this mission.",
    fields: [
      F.title,
      req("about", "About", "textarea"),
      req("image_url", "NFT image", "url"),
      F.blockchain,
      opt("nft_version", "NFT version", "text"),
      opt("nft_name", "NFT name", "text"),
      opt("nft_symbol", "NFT symbol", "text", { help: "At most 20 characters." }),
      opt("nft_description", "NFT description", "textarea"),
      opt("nft_price", "Price", "number", { placeholder: "0", help: "In the chain's native currency." }),
      opt("contract_address", "Contract address", "address", { help: "Set when the NFT contract is deployed." }),
      opt("nft_contract_object_id", "NFT contract record", "text", { help: "Set when the NFT contract is deployed." }),
    ],
    displayTitle: (v) => onChain(v, `Mint ${text(v.nft_name) ?? "this NFT"}`),
    detailRows: (v) => [
      ...chainRow(v),
      ...textRow("NFT", v.nft_name),
      ...textRow("Price", v.nft_price),
      ...addressRow("Contract", v, "contract_address", true),
    ],
  },
  onchain_function_onclick: {
    ...onchain,
    title: "Call a function on click",
    description: "Users call a contract function from the objective's button.",
    fields: [F.title, F.description, F.blockchain, F.contract, abi, req("function_name", "Function name", "text")],
    displayTitle: (v) => onChain(v, `Call ${text(v.function_name) ?? "a function"}`),
    detailRows: (v) => [
      ...chainRow(v),
      ...addressRow("Contract", v, "contract_address"),
      ...textRow("Function", v.function_name),
    ],
  },
  onchain_transact: {
    ...onchain,
    title: "Transact with a contract",
    description: "Users send a transaction to a contract.",
    fields: [F.title, F.description, F.blockchain, F.url, F.contract],
    displayTitle: (v) => onChain(v, "Make a transaction"),
    detailRows: (v) => [
      ...chainRow(v),
      ...addressRow("Contract", v, "contract_address"),
      ...linkRow("Where to do it", v.url),
    ],
  },
  onchain_send_token: {
    ...onchain,
    title: "Send tokens",
    description: "Users send an amount of the chain's currency to an address.",
    fields: [
      F.title,
      F.blockchain,
      req("crypto_amount", "Amount", "token_amount", { help: BASE_UNITS_HELP }),
      F.description,
      req("toAddress", "Recipient address", "address", { placeholder: "0x…" }),
      tokenDecimals,
      tokenSymbol,
    ],
    displayTitle: (v) => {
      const to = text(v.toAddress);
      return onChain(v, `Send ${tokenAmount(v) ?? "tokens"}${to ? ` to ${shortenAddress(to)}` : ""}`);
    },
    detailRows: (v) => [...chainRow(v), ...amountRow(v), ...addressRow("Send to", v, "toAddress")],
  },
  onchain_holding_nft: {
    ...onchain,
    title: "Hold an NFT",
    description: "Users hold an NFT of a collection.",
    fields: [F.title, F.blockchain, F.description, F.contract, F.url],
    displayTitle: (v) => onChain(v, "Hold an NFT of this collection"),
    detailRows: (v) => [
      ...chainRow(v),
      ...addressRow("Collection", v, "contract_address", true),
      ...linkRow("Where to get one", v.url),
    ],
  },
  onchain_holding_crypto: {
    ...onchain,
    title: "Hold tokens",
    description: "Users hold at least an amount of a token.",
    fields: [
      F.title,
      req("crypto_amount", "Amount", "token_amount", { help: BASE_UNITS_HELP }),
      F.description,
      F.blockchain,
      F.url,
      opt("contract_address", "Token contract address", "address", {
        help: "Leave empty for the chain's native currency.",
      }),
      tokenDecimals,
      tokenSymbol,
    ],
    displayTitle: (v) => onChain(v, `Hold ${tokenAmount(v) ?? "tokens"}`),
    detailRows: (v) => [
      ...chainRow(v),
      ...amountRow(v),
      ...addressRow("Token", v, "contract_address", true),
      ...linkRow("Where to get it", v.url),
    ],
  },
  onchain_check_gems: {
    ...onchain,
    title: "Check gems",
    description: "Users check their gems.",
    fields: [F.title, F.description],
    displayTitle: () => "Check your gems",
    detailRows: () => [],
  },
} satisfies FamilyTemplates;
