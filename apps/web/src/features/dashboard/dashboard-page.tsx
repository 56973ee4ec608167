import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { Tabs } from "radix-ui";
import { PageHeader } from "@/components/ui/page-header";
import { useRouteTitle } from "@/lib/use-document-title";
import { ChallengesTab } from "@/features/sagas/index";
import { SagaTab } from "@/features/sagas/index";
import { dashboardTabs } from "./dashboard-tabs";
import { MissionsTab } from "./missions-tab";

const route = getRouteApi("/dashboard");

const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-ink " +
  "data-[state=active]:bg-surface-3 data-[state=active]:text-ink";

const LABELS: Record<(typeof dashboardTabs)[number], string> = {
  missions: "Missions",
  challenges: "Challenges",
  saga: "Saga",
};

/** /dashboard: the user's missions, this week's challenges and their Saga standing, one tab each (?tab=). */
export function DashboardPage() {
  useRouteTitle("/dashboard");
  const { tab = "missions" } = route.useSearch();
  const navigate = useNavigate({ from: "/dashboard" });

  return (
    <div>
      <PageHeader
        eyebrow="Dashboard"
        title="Your dashboard"
        description="Your missions, this week's challenges and your Saga standing."
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = dashboardTabs.find((t) => t === value);
          void navigate({ search: { tab: next === "missions" ? undefined : next }, replace: true });
        }}
      >
        <Tabs.List
          aria-label="Dashboard sections"
          className="mb-6 inline-flex gap-1 rounded-xl border border-line bg-surface p-1"
        >
          {dashboardTabs.map((t) => (
            <Tabs.Trigger key={t} value={t} className={tabClass}>
              {LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="missions">
          <MissionsTab />
        </Tabs.Content>
        <Tabs.Content value="challenges">
          <ChallengesTab />
        </Tabs.Content>
        <Tabs.Content value="saga">
          <SagaTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
