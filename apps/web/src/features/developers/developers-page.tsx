import { CLIENT_ROUTES } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, BookOpen, FileCode2, Lock } from "lucide-react";
import { Tabs } from "radix-ui";
import { buttonClass } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { OrganizationState, organizationQuery } from "@/features/organizations/index";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ApiKeysSection } from "./api-keys-section";
import { AuditLogSection } from "./audit-log-section";
import { type DevelopersTab, developersTabs } from "./developers-tabs";
import { WebhooksSection } from "./webhooks-section";

const route = getRouteApi("/organizations/$slug/developers");

const LABELS: Record<DevelopersTab, string> = {
  "api-keys": "API keys",
  webhooks: "Webhooks",
  "audit-log": "Audit log",
};

const tabClass =
  "rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-ink sm:px-4 " +
  "data-[state=active]:bg-surface-3 data-[state=active]:text-ink";

/**
 * /organizations/$slug/developers: an organization's API keys, webhooks and audit log, for its admins
 * (docs/product/developers.md#api-keys). Members who are not admins are told so; the server refuses them anyway.
 */
export function DevelopersPage() {
  const { slug } = route.useParams();
  const { tab = "api-keys" } = route.useSearch();
  const navigate = useNavigate({ from: "/organizations/$slug/developers" });
  const query = useQuery(organizationQuery(slug));
  const { data: org, error, isPending } = query;
  const pageTitle = CLIENT_ROUTES["/organizations/$slug/developers"].title;
  useDocumentTitle(org ? `${pageTitle} · ${org.name}` : pageTitle);

  if (isPending || error || !org) {
    return (
      <OrganizationState
        query={query}
        slug={slug}
        skeleton={
          <div className="space-y-6" role="status" aria-label="Loading developer settings">
            <Skeleton className="h-24" />
            <Skeleton className="h-64" />
          </div>
        }
      />
    );
  }

  const backLink = (
    <Link
      to="/organizations/$slug"
      params={{ slug }}
      className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {org.name}
    </Link>
  );
  if (org.role !== "admin") {
    return (
      <div className="space-y-6">
        {backLink}
        <EmptyState
          icon={Lock}
          title="Only organization admins can manage developer settings."
          description="Ask an admin of this organization for an API key or a webhook."
        />
      </div>
    );
  }

  return (
    <div className="min-w-0 space-y-6">
      {backLink}
      <PageHeader
        eyebrow={org.name}
        title="Developers"
        description={
          "Connect your own systems: API keys for the organization API, webhooks when something happens, and the " +
          "audit log of what was done."
        }
        actions={
          <>
            <a href="/api/docs" className={buttonClass("secondary", "sm")}>
              <FileCode2 className="size-4" aria-hidden />
              API reference
            </a>
            <a href="/docs/api" className={buttonClass("secondary", "sm")}>
              <BookOpen className="size-4" aria-hidden />
              Guide
            </a>
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Organization id</span>
        <code className="min-w-0 rounded bg-surface-3 px-2 py-1 font-mono text-xs break-all text-ink">{org.id}</code>
        <CopyButton value={org.id} label="Copy id" />
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = developersTabs.find((t) => t === value);
          void navigate({ search: { tab: next === "api-keys" ? undefined : next }, replace: true });
        }}
      >
        <Tabs.List
          aria-label="Developer settings"
          className="mb-6 inline-flex max-w-full gap-1 overflow-x-auto rounded-xl border border-line bg-surface p-1"
        >
          {developersTabs.map((t) => (
            <Tabs.Trigger key={t} value={t} className={tabClass}>
              {LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="api-keys">
          <ApiKeysSection orgId={org.id} />
        </Tabs.Content>
        <Tabs.Content value="webhooks">
          <WebhooksSection orgId={org.id} />
        </Tabs.Content>
        <Tabs.Content value="audit-log">
          <AuditLogSection orgId={org.id} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
