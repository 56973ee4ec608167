import type { Organization } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { cardLinkClass } from "@/components/ui/card";
import { OrgCounts } from "./org-counts";
import { OrgLogo } from "./org-logo";
import { RoleBadge } from "./role-badge";

export function OrganizationCard({ org }: { org: Organization }) {
  return (
    <Link to="/organizations/$slug" params={{ slug: org.slug }} className={cardLinkClass("gap-4 p-5")}>
      <div className="flex items-start gap-3">
        <OrgLogo src={org.logo} name={org.name} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="truncate font-semibold text-ink group-hover:text-white">{org.name}</h3>
          <p className="truncate font-mono text-xs text-faint">/{org.slug}</p>
        </div>
        {org.role ? <RoleBadge role={org.role} /> : null}
      </div>
      {org.description ? <p className="line-clamp-2 text-sm text-muted">{org.description}</p> : null}
      <OrgCounts org={org} size="sm" />
    </Link>
  );
}
