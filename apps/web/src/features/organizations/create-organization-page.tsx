import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useRouteTitle } from "@/lib/use-document-title";
import { CreateOrganizationForm } from "./create-organization-form";

export function CreateOrganizationPage() {
  useRouteTitle("/create-organization");
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="Mission Control"
        title="Create an organization"
        description="Organizations run missions. You become its first admin and can invite your team afterwards."
      />
      <Card>
        <CreateOrganizationForm />
      </Card>
    </div>
  );
}
