import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { LayoutDashboard, Star } from "lucide-react";
import { Tabs } from "radix-ui";
import { PageHeader } from "@/components/ui/page-header";
import { PlaceholderPage } from "@/components/ui/placeholder-page";
import { useRouteTitle } from "@/lib/use-document-title";

const route = getRouteApi("/dashboard");

const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-surface-3 data-[state=active]:text-ink";

export function DashboardPage() {
  useRouteTitle("/dashboard");
  const { tab = "missions" } = route.useSearch();
  const navigate = useNavigate({ from: "/dashboard" });

  return (
    <div>
      <PageHeader eyebrow="Dashboard" title="Your dashboard" description="Your missions, credits and weekly challenges in one place." />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          void navigate({ search: { tab: value === "challenges" ? "challenges" : undefined }, replace: true })
        }
      >
        <Tabs.List aria-label="Dashboard sections" className="mb-6 inline-flex gap-1 rounded-xl border border-line bg-surface p-1">
          <Tabs.Trigger value="missions" className={tabClass}>
            Missions
          </Tabs.Trigger>
          <Tabs.Trigger value="challenges" className={tabClass}>
            Weekly challenges
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="missions">
          <PlaceholderPage
            icon={LayoutDashboard}
            eyebrow="Coming next"
            title="Your missions"
            description="Every mission you started, entered or won, with its status."
            upcoming={["Started and completed missions", "Raffle results", "Credits and boosted credits", "Saga progress"]}
          />
        </Tabs.Content>
        <Tabs.Content value="challenges">
          <PlaceholderPage
            icon={Star}
            eyebrow="Coming next"
            title="Weekly challenges"
            description="Complete objectives each week to earn stars: 3 objectives earn 1 star (+0.60 booster), 4 earn 2 (+1.00) and 5 earn 3 (+1.40)."
            upcoming={["This week's challenge objectives", "Stars and boosters earned", "Membership NFT booster (up to 100)"]}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
