import { getRouteApi, Link } from "@tanstack/react-router";
import { AlertTriangle, History } from "lucide-react";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { bridgeChains } from "@questhq/core";
import { buttonClass } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { useSession } from "@/features/session/index";
import { useConfig } from "@/features/config/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { resolveBridgeParams } from "./bridge-params";

const route = getRouteApi("/bridge");

// LI.FI's widget (MUI, the SDK) is its own chunk: the page's header and any link error show before it arrives.
const Bridge = lazy(() => import("./bridge-widget").then((m) => ({ default: m.Bridge })));

const currentPath = () => `${window.location.pathname}${window.location.search}`;

function Loading() {
  return (
    <div
      className="mx-auto h-[34rem] max-w-[56rem] animate-pulse rounded-card border border-line bg-surface"
      aria-hidden
    />
  );
}

export function BridgePage() {
  useRouteTitle("/bridge");
  const search = route.useSearch();
  const config = useConfig();
  const { isSignedIn, isPending: isSessionPending } = useSession();
  const hasLocalChain = Boolean(config.data?.localChainRpcUrl);
  const offeredChainIds = useMemo(() => bridgeChains({ localChain: hasLocalChain }).map((c) => c.id), [hasLocalChain]);
  const params = useMemo(() => {
    const text = Object.fromEntries(Object.entries(search).map(([key, value]) => [key, String(value)]));
    return resolveBridgeParams(text, new Set(offeredChainIds));
  }, [search, offeredChainIds]);

  let body: ReactNode;
  if (config.isPending) body = <Loading />;
  else if (config.error)
    body = (
      <ErrorState title="The bridge could not be loaded" error={config.error} onRetry={() => void config.refetch()} />
    );
  else if (!params.ok) {
    body = (
      <div
        role="alert"
        className="mx-auto max-w-xl space-y-4 rounded-card border border-danger/30 bg-danger-soft p-6 text-center"
      >
        <AlertTriangle className="mx-auto size-6 text-danger" aria-hidden />
        <p className="font-medium text-ink">{params.message}</p>
        <p className="text-sm text-muted">This link cannot be opened as it is. Start from an empty bridge instead.</p>
        <Link to="/bridge" className={buttonClass("secondary")}>
          Open the bridge
        </Link>
      </div>
    );
  } else {
    body = (
      <Suspense fallback={<Loading />}>
        <Bridge
          settings={config.data.bridge}
          offeredChainIds={offeredChainIds}
          prefill={params.prefill}
          isSignedIn={isSignedIn}
        />
      </Suspense>
    );
  }

  return (
    <div>
      <PageHeader
        eyebrow="Bridge & Swap"
        title="Bridge and swap"
        description={
          "Move tokens between chains or swap them on one, in a single step, with routes from LI.FI. " +
          "Anyone can compare quotes; swapping needs a wallet."
        }
        actions={
          isSignedIn ? (
            <Link to="/settings" hash="swaps" className={buttonClass("secondary", "sm")}>
              <History className="size-4" aria-hidden />
              Your swaps
            </Link>
          ) : null
        }
      />
      {!isSignedIn && !isSessionPending && params.ok ? (
        <p role="status" className="mb-4 text-center text-sm text-muted">
          You are browsing as a visitor.{" "}
          <Link
            to="/sign-in"
            search={{ redirect_url: currentPath() }}
            className="font-medium text-brand hover:underline"
          >
            Sign in
          </Link>{" "}
          to keep a history of your swaps on your account.
        </p>
      ) : null}
      {body}
    </div>
  );
}
