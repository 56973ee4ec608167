import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "@/features/users/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { EmailSection } from "./email-section";
import { ProfileForm } from "./profile-form";
import { ReferralSection } from "./referral-section";
import { CardSection } from "../../components/card-section";
import { SocialAccountsSection } from "./social-accounts-section";
import { SubscriptionSection } from "./subscription-section";
import { SwapsSection } from "./swaps-section";
import { WalletsSection } from "./wallets-section";
import { MembershipNftsSection } from "@/features/nft-staking/index";

const sections = [
  { id: "profile", label: "Profile" },
  { id: "wallets", label: "Wallets" },
  { id: "membership-nfts", label: "Membership NFTs" },
  { id: "social", label: "Social accounts" },
  { id: "referral", label: "Referrals" },
  { id: "subscription", label: "Subscription" },
  { id: "email", label: "Email" },
  { id: "swaps", label: "Swaps" },
];

export function SettingsPage() {
  useRouteTitle("/settings");
  const { data: me, error, isPending, refetch } = useMe();
  // A link to a section (/settings#swaps) lands before the sections exist; scroll there once they do.
  const hash = useLocation({ select: (location) => location.hash });
  const isReady = Boolean(me);
  useEffect(() => {
    if (isReady && hash) document.getElementById(hash)?.scrollIntoView();
  }, [isReady, hash]);
  return (
    <div>
      <PageHeader
        eyebrow="Account"
        title="Settings"
        description="Your profile, wallets, linked accounts, membership, emails and swaps."
      />
      <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-lg px-3 py-2 text-muted hover:bg-surface-2 hover:text-ink"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          {isPending ? (
            <div className="space-y-6" role="status" aria-label="Loading settings">
              <Skeleton className="h-72" />
              <Skeleton className="h-40" />
            </div>
          ) : error || !me ? (
            <ErrorState error={error} title="Your settings could not be loaded" onRetry={() => void refetch()} />
          ) : (
            <>
              <CardSection id="profile" title="Profile" description="How others see you on QuestHQ.">
                <ProfileForm me={me} />
              </CardSection>
              <WalletsSection me={me} />
              <MembershipNftsSection />
              <SocialAccountsSection me={me} />
              <ReferralSection me={me} />
              <SubscriptionSection />
              <EmailSection />
              <SwapsSection />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
