import { z } from "zod";
import {
  AppError,
  INVALID_ABI_MESSAGE,
  evmAddressSchema,
  listAbiFunctions,
  parseAbiJson,
  type AbiFunctionsView,
} from "@questhq/core";
import { fetchVerifiedAbi, type ExplorerConfig } from "../../providers/explorer/explorer-client";

export const fetchFunctionsSchema = z.object({
  contract_address: evmAddressSchema,
  blockchain: z.coerce.number({ error: "Blockchain field is required." }).int("Blockchain field is required."),
  abi: z.union([z.string(), z.array(z.unknown())]).optional(),
});

export const NO_EXPLORER = "Paste the contract's ABI; no chain explorer is configured.";

/**
 * POST /onchain/fetch_functions/: the callable functions of a contract, for the
 * onchain_transact_function form. A pasted ABI wins; otherwise the verified ABI is fetched
 * from the configured chain explorer.
 */
export async function fetchFunctions(explorer: ExplorerConfig | null, body: unknown): Promise<AbiFunctionsView> {
  const input = fetchFunctionsSchema.parse(body ?? {});
  const pasted = typeof input.abi === "string" ? input.abi.trim() : input.abi;
  let source: AbiFunctionsView["source"] = "abi";
  let abiText: unknown = pasted;
  if (pasted === undefined || pasted === "" || (Array.isArray(pasted) && pasted.length === 0)) {
    if (!explorer) throw new AppError("validation_failed", NO_EXPLORER, { abi: [NO_EXPLORER] });
    abiText = await fetchVerifiedAbi(explorer, input.blockchain, input.contract_address);
    source = "explorer";
  }
  const parsed = parseAbiJson(abiText);
  if (!parsed.success) throw new AppError("validation_failed", INVALID_ABI_MESSAGE, { abi: [INVALID_ABI_MESSAGE] });
  return { source, functions: listAbiFunctions(parsed.abi) };
}
