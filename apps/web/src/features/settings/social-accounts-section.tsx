import { LINKED_ACCOUNT_PROVIDERS, type Me } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { linkedAccountsQuery } from "@/features/social/index";
import { CardSection } from "../../components/card-section";
import { SocialAccountRow } from "./social-account-row";

/** "Twitter/X, Discord, … and YouTube": every account the settings can link, from core's registry. */
const EVERY_ACCOUNT = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(
  LINKED_ACCOUNT_PROVIDERS.map((p) => p.label),
);

function RowsSkeleton() {
  return (
    <ul
      role="status"
      aria-label="Loading social accounts"
      className="divide-y divide-line rounded-xl border border-line"
    >
      {LINKED_ACCOUNT_PROVIDERS.map((p) => (
        <li key={p.key} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-9 rounded-lg" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-48" />
          </div>
          <Skeleton className="h-8 w-24" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Settings → Social accounts: one row per provider (Twitter/X, Discord, Steam, Telegram, YouTube
 * through Google) with Connect, Reconnect (stale Twitter/Steam token) and Disconnect.
 * (`me` is accepted for the settings page; the linked accounts come from their own query.)
 */
export function SocialAccountsSection(_props: { me?: Me }) {
  const { data, error, isPending, refetch } = useQuery(linkedAccountsQuery);
  const linkedCount = data?.length ?? 0;

  return (
    <CardSection
      id="social"
      title="Social accounts"
      description="Missions check objectives on these accounts, so link the ones you use."
    >
      {isPending ? (
        <RowsSkeleton />
      ) : error ? (
        <ErrorState error={error} title="Your linked accounts could not be loaded" onRetry={() => void refetch()} />
      ) : (
        <div className="space-y-3">
          {linkedCount === 0 ? (
            <p className="rounded-lg border border-dashed border-line px-4 py-3 text-sm text-muted">
              No account linked yet. Connect one to complete {EVERY_ACCOUNT} objectives.
            </p>
          ) : null}
          <ul aria-label="Social accounts" className="divide-y divide-line rounded-xl border border-line">
            {LINKED_ACCOUNT_PROVIDERS.map((p) => (
              <SocialAccountRow
                key={p.key}
                provider={p.key}
                label={p.label}
                service={p.service}
                account={data.find((a) => a.provider === p.key)}
              />
            ))}
          </ul>
        </div>
      )}
    </CardSection>
  );
}
