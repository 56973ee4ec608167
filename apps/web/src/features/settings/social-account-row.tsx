import { type LinkedAccountView, linkedAccountProvider } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { FlaskConical, Link2, RefreshCw, Unlink } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProviderIcon } from "@/features/mission-shared";
import {
  formatAccountName,
  steamValidityQuery,
  twitterValidityQuery,
  useDisconnectAccount,
  type SocialProvider,
} from "@/features/social/index";
import { useConnectAccount } from "@/features/social/index";
import { formatDate } from "@/lib/format";

/**
 * Twitter and Steam tokens can go stale (docs/product/accounts.md#token-validity): a failed check turns the row into
 * "Reconnect".
 */
function useValidity(provider: SocialProvider, isLinked: boolean) {
  const twitter = useQuery({ ...twitterValidityQuery(), enabled: isLinked && provider === "twitter" });
  const steam = useQuery({ ...steamValidityQuery(), enabled: isLinked && provider === "steam" });
  const query = provider === "twitter" ? twitter : provider === "steam" ? steam : null;
  return { isChecking: Boolean(query?.isFetching && query.data === undefined), isInvalid: query?.data === false };
}

export function accountName(
  account: Pick<LinkedAccountView, "username" | "display_name" | "provider_user_id">,
): string {
  if (account.username) return formatAccountName(account.username);
  return account.display_name || account.provider_user_id;
}

export function SocialAccountRow({
  provider,
  label,
  service,
  account,
}: {
  provider: SocialProvider;
  label: string;
  /** The account actually linked, when it is not the label (YouTube goes through Google). */
  service: string;
  account: LinkedAccountView | undefined;
}) {
  const { connect, isConnecting } = useConnectAccount(provider);
  const disconnect = useDisconnectAccount();
  const [isConfirming, setIsConfirming] = useState(false);
  const rowRef = useRef<HTMLLIElement>(null);
  const { isChecking, isInvalid } = useValidity(provider, Boolean(account));
  const isDisconnecting = disconnect.isPending && disconnect.variables?.provider === provider;
  const via = service !== label ? ` through your ${service} account` : "";

  let status: string;
  if (!account) status = `Not connected${via ? ` · links${via}` : ""}`;
  else if (isInvalid)
    status = `${accountName(account)} · the connection expired, reconnect to keep verifying objectives`;
  else status = `Connected as ${accountName(account)} · since ${formatDate(account.linked_at)}`;

  return (
    <li ref={rowRef} className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-3">
        <ProviderIcon provider={linkedAccountProvider(provider).icon} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          {label}
          {account?.is_sandbox ? (
            <Badge tone="warning">
              <FlaskConical className="size-3" aria-hidden />
              Sandbox
            </Badge>
          ) : null}
          {account && isInvalid ? <Badge tone="danger">Reconnect needed</Badge> : null}
          {account && !isInvalid && !isChecking ? <Badge tone="success">Connected</Badge> : null}
        </p>
        <p className="text-xs break-words text-muted sm:truncate" title={status}>
          {isChecking ? `Checking the ${label} connection…` : status}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {!account || isInvalid ? (
          <Button
            size="sm"
            variant={account ? "outline" : "primary"}
            isLoading={isConnecting}
            onClick={connect}
            aria-label={`${account ? "Reconnect" : "Connect"} ${label}`}
          >
            {isConnecting ? null : account ? (
              <RefreshCw className="size-3.5" aria-hidden />
            ) : (
              <Link2 className="size-3.5" aria-hidden />
            )}
            {account ? "Reconnect" : "Connect"}
          </Button>
        ) : null}
        {account ? (
          <Button
            size="sm"
            variant="ghost"
            isLoading={isDisconnecting}
            onClick={() => setIsConfirming(true)}
            aria-label={`Disconnect ${label}`}
          >
            {isDisconnecting ? null : <Unlink className="size-3.5" aria-hidden />}
            Disconnect
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Disconnect ${label}?`}
        description={
          `Missions can no longer check your ${label} objectives until you connect an account again. ` +
          "Objectives you already completed stay completed."
        }
        confirmLabel="Disconnect"
        isPending={isDisconnecting}
        onConfirm={() =>
          disconnect.mutate(
            { provider },
            {
              onSettled: () => {
                setIsConfirming(false);
                // The Disconnect button is gone once the account is: land on the row's Connect button.
                window.setTimeout(() => rowRef.current?.querySelector<HTMLButtonElement>("button")?.focus(), 0);
              },
            },
          )
        }
      />
    </li>
  );
}
