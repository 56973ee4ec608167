import {
  ChainType,
  LiFiWidget,
  useWidgetEvents,
  WidgetEvent,
  type RouteExecutionUpdate,
  type WidgetConfig,
} from "@lifi/widget";
import { EthereumProvider } from "@lifi/widget-provider-ethereum";
import type { RouteExtended } from "@lifi/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { BRIDGE_FAILURE_MESSAGE, BRIDGE_SUCCESS_MESSAGE, CHAINS } from "@questhq/core";
import type { PublicConfig } from "@/features/config/index";
import { useExplorer } from "@/features/config/index";
import { WalletProvider } from "@/features/wallet/index";
import { notify } from "@/lib/toast";
import { BridgeConnectDialog } from "./bridge-connect-dialog";
import type { BridgePrefill } from "./bridge-params";
import { recordSwap, bridgeKeys } from "./queries";
import { usePrefill } from "./use-prefill";
import { Spinner } from "@/components/ui/spinner";
import { swapRecordOf } from "./swap-record";
import { cn } from "@/lib/cn";

// LI.FI's own widget, loaded only by /bridge (it brings MUI, the SDK and its Ethereum provider). It uses the app's
// wagmi connection (the widget finds wagmi's context and does not make its own), our registry's chains and explorers,
// and the LI.FI API, integrator and fee the server was configured with.

type Props = {
  settings: PublicConfig["bridge"];
  offeredChainIds: number[];
  prefill: BridgePrefill;
  isSignedIn: boolean;
};

// The widget only adds connectors of its own for these when asked; the app's injected wallets are enough.
const ethereum = EthereumProvider({ walletConnect: false, coinbase: false, metaMask: false, baseAccount: false });

const palette = {
  primary: { main: "#7950f2" },
  secondary: { main: "#22d3ee" },
  background: { default: "#0b0d14", paper: "#12151f" },
  text: { primary: "#eef0f7", secondary: "#9aa3ba" },
  grey: { 200: "#212637", 300: "#2a3043", 700: "#3a4259", 800: "#181c29" },
};

/** The widget with the link's starting values (an amount wanted turned into an amount to pay first). */
export function Bridge(props: Props) {
  const ready = usePrefill(props.prefill, props.settings);
  if (ready.status === "pending") return <BridgeSkeleton label="Reading prices" />;
  return (
    <div className="space-y-4">
      {ready.note ? (
        <p role="status" className="rounded-lg border border-brand/30 bg-brand-soft px-3 py-2 text-sm text-ink">
          {ready.note}
        </p>
      ) : null}
      <BridgeWidget {...props} prefill={ready.prefill} />
    </div>
  );
}

export function BridgeSkeleton({ label }: { label: string }) {
  return (
    <div
      className={cn(
        "mx-auto flex h-[34rem] max-w-[56rem] items-center",
        "justify-center rounded-card border border-line bg-surface",
      )}
    >
      <Spinner label={label} className="text-brand" />
    </div>
  );
}

function BridgeWidget({
  settings,
  offeredChainIds,
  prefill,
  isSignedIn,
}: Omit<Props, "prefill"> & { prefill: Omit<BridgePrefill, "toAmount"> }) {
  const [isConnectOpen, setIsConnectOpen] = useState(false);
  const navigate = useNavigate();
  const explorer = useExplorer();
  useSwapRecords(isSignedIn);
  // The registry's explorers, and the local chain's sandbox explorer in the demo, for the widget's "View on explorer".
  const explorerUrls = useMemo(
    () =>
      Object.fromEntries(
        CHAINS.flatMap((c) => {
          const base = explorer.base(c.id);
          return base ? [[c.id, [base]]] : [];
        }),
      ),
    [explorer],
  );

  const config = useMemo<WidgetConfig>(
    () => ({
      integrator: settings.integrator,
      variant: "wide",
      appearance: "dark",
      buildUrl: false,
      keyPrefix: "questhq-bridge",
      chains: { allow: offeredChainIds, types: { allow: [ChainType.EVM] } },
      providers: [ethereum],
      sdkConfig: {
        apiUrl: settings.apiUrl,
        // Reads go through the server's read-only relay: the page's CSP allows no chain node of its own.
        rpcUrls: Object.fromEntries(
          settings.readChainIds.map((id) => [id, [`${window.location.origin}/api/v1/rpc/${id}`]]),
        ),
      },
      ...(settings.fee > 0 ? { feeConfig: { name: "QuestHQ", fee: settings.fee, showFeePercentage: true } } : {}),
      explorerUrls,
      ...prefill,
      hiddenUI: { appearance: true, language: true },
      walletConfig: {
        // Visitors may browse quotes; swapping is for signed-in users, whose swaps are kept on their account.
        onConnect: () => {
          if (isSignedIn) setIsConnectOpen(true);
          else
            void navigate({
              to: "/sign-in",
              search: { redirect_url: `${window.location.pathname}${window.location.search}` },
            });
        },
      },
      theme: {
        colorSchemes: { dark: { palette } },
        shape: { borderRadius: 16, borderRadiusSecondary: 12 },
        typography: { fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        container: { border: "1px solid #2a3043", borderRadius: 16, boxShadow: "none" },
      },
    }),
    [settings, offeredChainIds, prefill, isSignedIn, navigate, explorerUrls],
  );

  return (
    <WalletProvider>
      <LiFiWidget integrator={settings.integrator} config={config} />
      <BridgeConnectDialog open={isConnectOpen} onOpenChange={setIsConnectOpen} />
    </WalletProvider>
  );
}

/**
 * When a route finishes, its swap record is posted (once per route id: a replay answers the stored one) and the success
 * toast shown; a failed route shows the failure toast (docs/product/bridge.md#swap-records,
 * docs/product/bridge.md#bridge-messages). Listeners live as long as the page.
 */
function useSwapRecords(isSignedIn: boolean) {
  const events = useWidgetEvents();
  const queryClient = useQueryClient();
  const signedIn = useRef(isSignedIn);
  signedIn.current = isSignedIn;

  useEffect(() => {
    const completed = async (route: RouteExtended) => {
      notify.success(BRIDGE_SUCCESS_MESSAGE);
      if (!signedIn.current) return;
      try {
        await recordSwap(swapRecordOf(route));
        await queryClient.invalidateQueries({ queryKey: bridgeKeys.history });
      } catch (error) {
        // The swap itself happened on chain; only the history entry is missing.
        notify.error(error);
      }
    };
    const failed = (_update: RouteExecutionUpdate) => notify.error(BRIDGE_FAILURE_MESSAGE);
    const onCompleted = (route: RouteExtended) => void completed(route);
    events.on(WidgetEvent.RouteExecutionCompleted, onCompleted);
    events.on(WidgetEvent.RouteExecutionFailed, failed);
    return () => {
      events.off(WidgetEvent.RouteExecutionCompleted, onCompleted);
      events.off(WidgetEvent.RouteExecutionFailed, failed);
    };
  }, [events, queryClient]);
}
