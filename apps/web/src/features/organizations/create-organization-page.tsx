import { getRouteApi } from "@tanstack/react-router";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useRouteTitle } from "@/lib/use-document-title";
import { CreateOrganizationForm } from "./create-organization-form";

const route = getRouteApi("/create-organization");

export function CreateOrganizationPage() {
  useRouteTitle("/create-organization");
  const { next } = route.useSearch();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="Mission Control"
        title="Create an organization"
        description={
          next === "mission"
            ? "Missions are run by organizations. Create yours (you become its first admin); your mission comes next."
            : "Organizations run missions. You become its first admin and can invite your team afterwards."
        }
      />
      <Card>
        <CreateOrganizationForm thenCreateMission={next === "mission"} />
      </Card>
    </div>
  );
}
