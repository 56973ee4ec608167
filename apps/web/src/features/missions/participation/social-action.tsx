import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/error-state";
import { Button } from "@/components/ui/button";
import {
  linkedAccountsQuery,
  steamValidityQuery,
  twitterValidityQuery,
  useDisconnectAccount,
  type SocialProvider,
} from "@/features/social/index";
import { objectiveActionLabel } from "../page/objective-labels";
import { ActionLink, ConnectAccountPrompt, ServerVerifyButton } from "./action-parts";
import type { ActionProps } from "./action-types";
import { accountNameOf } from "./objective-kind";
import { SandboxAction } from "./sandbox-action";

/** Twitter, Discord, Steam, Telegram, YouTube: connect first; once connected, the action link and Verify. */
export function SocialAction(props: ActionProps & { account: SocialProvider; href: string | undefined }) {
  const { account, href, objective, busy, run, messageId } = props;
  const accounts = useQuery(linkedAccountsQuery);
  const isLinked = Boolean(accounts.data?.some((a) => a.provider === account));
  // Twitter and Steam: the actions show only with a valid token; an expired one reconnects
  // (docs/product/accounts.md#token-validity).
  const twitterValid = useQuery({ ...twitterValidityQuery(), enabled: isLinked && account === "twitter" });
  const steamValid = useQuery({ ...steamValidityQuery(), enabled: isLinked && account === "steam" });
  const disconnect = useDisconnectAccount();

  if (accounts.isPending) {
    return (
      <div role="status" aria-label="Loading linked accounts" className="space-y-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <ErrorState
        error={accounts.error}
        title="Linked accounts could not be loaded"
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  const linked = accounts.data.find((a) => a.provider === account);
  if (!linked) return <ConnectAccountPrompt provider={account} />;
  const isExpired =
    (account === "twitter" && twitterValid.data === false) || (account === "steam" && steamValid.data === false);
  if (isExpired) {
    return (
      <ConnectAccountPrompt
        provider={account}
        message={`Your ${accountNameOf(account)} connection has expired. Connect again to continue.`}
      />
    );
  }

  const who = linked.username
    ? `@${linked.username.replace(/^@/, "")}`
    : (linked.display_name ?? linked.provider_user_id);
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <CheckCircle2 className="size-4 text-success" aria-hidden />
        <span>
          {accountNameOf(account)} connected as <span className="font-medium text-ink">{who}</span>
        </span>
        {linked.is_sandbox ? <Badge tone="warning">Sandbox</Badge> : null}
      </p>
      {href ? <ActionLink href={href}>{objectiveActionLabel(objective)}</ActionLink> : null}
      {linked.is_sandbox ? <SandboxAction objective={objective} /> : null}
      <ServerVerifyButton busy={busy} run={run} messageId={messageId} />
      {account === "steam" ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          isLoading={disconnect.isPending}
          onClick={() => disconnect.mutate({ provider: "steam" })}
        >
          Disconnect Steam
        </Button>
      ) : null}
    </div>
  );
}
