import { createClient, getToken, type ChainId } from "@lifi/sdk";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "@questhq/core";
import type { PublicConfig } from "@/features/config/index";
import type { BridgePrefill } from "./bridge-params";
import { fromAmountFor } from "./prefill-amount";

/** The chain's currency, as LI.FI writes it: what a Buy link pays with unless it says otherwise. */
export const NATIVE_TOKEN = "0x0000000000000000000000000000000000000000";

type WidgetPrefill = Omit<BridgePrefill, "toAmount">;
export type Prefill = { status: "pending" } | { status: "ready"; prefill: WidgetPrefill; note: string | null };

/**
 * The widget's starting values. A link asking for an amount of the destination token (toAmount) starts from the same
 * chain's currency unless it names another, with the amount LI.FI's current prices say buys that much.
 */
export function usePrefill(prefill: BridgePrefill, settings: PublicConfig["bridge"]): Prefill {
  const { toAmount, ...rest } = prefill;
  const wantsAmount = Boolean(toAmount && !rest.fromAmount && rest.toChain && rest.toToken);
  const from = { fromChain: rest.fromChain ?? rest.toChain, fromToken: rest.fromToken ?? NATIVE_TOKEN };
  const query = useQuery({
    queryKey: ["bridge", "prefill", settings.apiUrl, from, rest.toChain, rest.toToken, toAmount],
    enabled: wantsAmount,
    staleTime: 60_000,
    retry: 1,
    queryFn: async () => {
      const sdk = createClient({ integrator: settings.integrator, apiUrl: settings.apiUrl, disableVersionCheck: true });
      const [pay, get] = await Promise.all([
        getToken(sdk, from.fromChain as ChainId, from.fromToken),
        getToken(sdk, rest.toChain as ChainId, rest.toToken!),
      ]);
      const amount = fromAmountFor(toAmount!, get, pay, settings.fee);
      return { amount, pay: pay.symbol, get: get.symbol };
    },
  });
  if (!wantsAmount) return { status: "ready", prefill: rest, note: null };
  if (query.isPending) return { status: "pending" };
  const wanted = `${formatNumber(Number(toAmount))} ${query.data?.get ?? "tokens"}`;
  if (query.isError || !query.data?.amount) {
    return {
      status: "ready",
      prefill: { ...rest, ...from },
      note: `You need ${wanted}. Prices could not be read: enter the amount to pay.`,
    };
  }
  return {
    status: "ready",
    prefill: { ...rest, ...from, fromAmount: query.data.amount },
    note:
      `You need ${wanted}: ${query.data.amount} ${query.data.pay} buys about that at current prices. ` +
      "Change the token or amount as you like.",
  };
}
