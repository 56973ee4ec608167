import { useMemo } from "react";
import { ANVIL_CHAIN_ID, explorerLinks, type ExplorerLinks } from "@questhq/core";
import { useConfig } from "./use-config";

/**
 * Core's explorer links with this server's explorers: the registry's public ones, and in the demo the sandbox explorer
 * of the local chain, which only /api/v1/config knows. Until the config is read the local chain has no link.
 */
export function useExplorer(): ExplorerLinks {
  const local = useConfig().data?.localChainExplorerUrl ?? null;
  return useMemo(() => explorerLinks(local ? { [ANVIL_CHAIN_ID]: local } : {}), [local]);
}
