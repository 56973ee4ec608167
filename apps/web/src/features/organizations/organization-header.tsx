import type { Organization } from "@questhq/core";
import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import { OrgCounts } from "./org-counts";
import { OrgLogo } from "./org-logo";
import { RoleBadge } from "./role-badge";
import { cn } from "@/lib/cn";

const linkLabels: Record<string, string> = {
  website: "Website",
  twitter: "Twitter/X",
  discord: "Discord",
  telegram: "Telegram",
};

/** `extra`: more facts under the links (the verified Twitter/X account); `actions`: buttons beside the name. */
export function OrganizationHeader({
  org,
  extra,
  actions,
}: {
  org: Organization;
  extra?: ReactNode;
  actions?: ReactNode;
}) {
  const links = Object.entries(org.links ?? {}).filter(([, url]) => Boolean(url));
  return (
    <header className="relative overflow-hidden rounded-card border border-line bg-surface p-6 sm:p-8">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-brand/15 blur-3xl"
      />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-start">
        <OrgLogo src={org.logo} name={org.name} className="size-20 sm:size-24" />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{org.name}</h1>
            {org.role ? <RoleBadge role={org.role} /> : null}
            {actions ? <div className="flex flex-wrap gap-2 sm:ml-auto">{actions}</div> : null}
          </div>
          {org.description ? <p className="max-w-2xl whitespace-pre-line text-muted">{org.description}</p> : null}
          <OrgCounts org={org} size="md" />
          {links.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Links">
              {links.map(([key, url]) => (
                <li key={key}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className={cn(
                      "inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 px-3 py-1",
                      "text-sm text-ink hover:border-line-strong",
                    )}
                  >
                    {linkLabels[key] ?? key}
                    <ExternalLink className="size-3.5 text-muted" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {extra}
        </div>
      </div>
    </header>
  );
}
