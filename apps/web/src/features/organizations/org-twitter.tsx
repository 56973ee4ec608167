import type { Organization } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, FlaskConical } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ProviderIcon } from "@/features/mission-shared";
import {
  linkedAccountsQuery,
  orgTwitterQuery,
  twitterValidityQuery,
  useDisconnectAccount,
} from "@/features/social/index";
import { useConnectAccount } from "@/features/social/index";
import { OrgTwitterModal, type TwitterChoice } from "./org-twitter-modal";
import { cn } from "@/lib/cn";

/** The organization's verified Twitter/X account, shown to everyone; admins verify or change it. */
export function OrganizationTwitter({ org }: { org: Organization }) {
  const isAdmin = org.role === "admin";
  const twitter = useQuery(orgTwitterQuery(org.id));
  const current = twitter.data ?? null;
  const validity = useQuery({ ...twitterValidityQuery(org.id), enabled: isAdmin && current !== null });
  const [isOpen, setIsOpen] = useState(false);
  const [choice, setChoice] = useState<TwitterChoice>("existing");
  const mine = useQuery({ ...linkedAccountsQuery, enabled: isAdmin && isOpen });
  const myTwitter = mine.data?.find((a) => a.provider === "twitter");
  const useExistingAccount = choice === "existing" && myTwitter !== undefined;
  const { connect, isConnecting } = useConnectAccount("twitter", {
    organizationId: org.id,
    useExistingAccount,
    onLinked: () => setIsOpen(false),
  });
  const remove = useDisconnectAccount();
  const isInvalid = current !== null && validity.data === false;

  if (twitter.isPending) return <Skeleton className="h-7 w-48 rounded-full" />;
  if (twitter.error && !isAdmin) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {current ? (
        <a
          href={`https://x.com/${encodeURIComponent(current.username)}`}
          target="_blank"
          rel="noopener noreferrer nofollow"
          aria-label={`Verified Twitter/X account @${current.username} (opens in a new tab)`}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full border border-success/40 bg-success/10 px-3 py-1 text-sm",
            "text-ink hover:border-success/70",
          )}
        >
          <ProviderIcon provider="twitter" className="size-3.5" />@{current.username}
          <BadgeCheck className="size-4 text-success" aria-hidden />
        </a>
      ) : null}
      {current?.is_sandbox ? (
        <Badge tone="warning">
          <FlaskConical className="size-3" aria-hidden />
          Sandbox
        </Badge>
      ) : null}
      {isAdmin && isInvalid ? <Badge tone="danger">Reconnect needed</Badge> : null}
      {isAdmin && twitter.error ? (
        <Button variant="ghost" size="sm" onClick={() => void twitter.refetch()}>
          Twitter status could not be loaded. Retry
        </Button>
      ) : null}
      {isAdmin ? (
        <Button
          variant={current && !isInvalid ? "ghost" : "outline"}
          size="sm"
          isLoading={isConnecting && !isOpen}
          onClick={() => setIsOpen(true)}
        >
          {current ? (isInvalid ? "Reconnect Twitter" : "Change Twitter account") : "Verify Twitter"}
        </Button>
      ) : null}
      {isAdmin ? (
        <OrgTwitterModal
          open={isOpen}
          onOpenChange={setIsOpen}
          orgName={org.name}
          current={current}
          myTwitter={myTwitter}
          isLoadingMine={mine.isPending}
          choice={myTwitter ? choice : "different"}
          onChoiceChange={setChoice}
          onConnect={connect}
          isConnecting={isConnecting}
          onRemove={() => remove.mutate({ provider: "twitter", organizationId: org.id })}
          isRemoving={remove.isPending}
        />
      ) : null}
    </div>
  );
}
