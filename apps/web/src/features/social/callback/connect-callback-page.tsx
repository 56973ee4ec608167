import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, Link2Off } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { notify } from "@/lib/toast";
import { useRouteTitle } from "@/lib/use-document-title";
import { clearConnectPending, readConnectPending, reportToOpener, SOCIAL_LINKED_MESSAGE } from "../popup";
import { isSocialProvider, providerLabel, refreshLinkedAccounts } from "../social-api";
import { completeCallbackOnce, type CallbackResult } from "./complete-callback";
import { callbackSearchParams } from "./landing-url";

const route = getRouteApi("/connect/$provider/callback");

function hasSameOriginOpener(): boolean {
  try {
    const opener = window.opener as Window | null;
    return Boolean(opener && opener !== window && opener.location.origin === window.location.origin);
  } catch {
    return false;
  }
}

/**
 * /connect/{provider}/callback: where the provider sends the browser back. Forwards the query to
 * the API, then reports to the opener and closes (popup), or returns to the page the flow
 * started on (whole-page flow on phones, default /).
 */
export function ConnectCallbackPage() {
  useRouteTitle("/connect/$provider/callback");
  const { provider } = route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<CallbackResult | null>(null);
  const label = isSocialProvider(provider) ? providerLabel(provider) : provider;

  useEffect(() => {
    if (!isSocialProvider(provider)) return;
    let isActive = true;
    void completeCallbackOnce(provider, callbackSearchParams()).then((result) => {
      if (!isActive) return;
      const pending = readConnectPending(provider);
      clearConnectPending();
      if (hasSameOriginOpener() || pending?.mode === "popup") {
        reportToOpener({ type: SOCIAL_LINKED_MESSAGE, provider, ok: result.ok, message: result.message });
        setDone(result);
        window.close();
        return;
      }
      void refreshLinkedAccounts(queryClient);
      if (result.ok) notify.success(result.message);
      else notify.error(result.message);
      const target = safeRedirectPath(result.redirectUri ?? pending?.returnTo, window.location.origin);
      void navigate({ href: target, replace: true });
    });
    return () => {
      isActive = false;
    };
  }, [provider, navigate, queryClient]);

  if (!isSocialProvider(provider)) {
    return (
      <EmptyState
        icon={Link2Off}
        title="Unknown account provider"
        description={`QuestHQ cannot link accounts from “${provider}”.`}
        action={
          <Link to="/settings" hash="social" className={buttonClass("primary")}>
            Go to Social accounts
          </Link>
        }
      />
    );
  }

  return (
    <div className="mx-auto max-w-md py-10">
      <Card className="flex flex-col items-center gap-4 text-center">
        {done ? (
          <>
            {done.ok ? (
              <CircleCheck className="size-10 text-success" aria-hidden />
            ) : (
              <CircleAlert className="size-10 text-danger" aria-hidden />
            )}
            <h1 className="text-lg font-semibold">{done.ok ? `${label} connected` : `${label} not connected`}</h1>
            <p role={done.ok ? "status" : "alert"} className="text-sm text-muted">
              {done.message}
            </p>
            <p className="text-sm text-muted">You can close this window.</p>
            <Button variant="secondary" onClick={() => window.close()}>
              Close window
            </Button>
          </>
        ) : (
          <>
            <Spinner className="size-8 text-brand" />
            <h1 className="text-lg font-semibold">Connecting your {label} account…</h1>
            <p role="status" className="text-sm text-muted">
              Checking the answer from {label}. This takes a moment.
            </p>
          </>
        )}
      </Card>
    </div>
  );
}
