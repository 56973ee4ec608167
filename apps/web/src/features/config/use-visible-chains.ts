import { type ChainRecord, visibleChains } from "@questhq/core";
import { useMemo } from "react";
import { useConfig } from "./use-config";

/**
 * The chains this instance offers, development chains included on a development server. `isEvmOnly` keeps the EVM
 * chains (positive ids) for what is checked or sent with EVM calls.
 */
export function useVisibleChains({ isEvmOnly = false }: { isEvmOnly?: boolean } = {}): ChainRecord[] {
  const { data: config } = useConfig();
  const isDevelopment = config?.isDevelopment === true;
  return useMemo(() => {
    const chains = visibleChains({ includeDevelopment: isDevelopment });
    return isEvmOnly ? chains.filter((c) => c.id > 0) : chains;
  }, [isDevelopment, isEvmOnly]);
}
