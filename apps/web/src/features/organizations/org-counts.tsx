import type { Organization } from "@questhq/core";
import { Rocket, Users } from "lucide-react";

const sizes = {
  /** The organization card. */
  sm: { row: "mt-auto flex gap-4 text-xs text-muted", item: "inline-flex items-center gap-1", icon: "size-3.5" },
  /** The organization page's header. */
  md: { row: "flex flex-wrap gap-4 text-sm text-muted", item: "inline-flex items-center gap-1.5", icon: "size-4" },
} as const;

/** How many members and missions an organization has. */
export function OrgCounts({
  org,
  size,
}: {
  org: Pick<Organization, "memberCount" | "missionCount">;
  size: "sm" | "md";
}) {
  const c = sizes[size];
  return (
    <div className={c.row}>
      <span className={c.item}>
        <Users className={c.icon} aria-hidden />
        {org.memberCount} {org.memberCount === 1 ? "member" : "members"}
      </span>
      <span className={c.item}>
        <Rocket className={c.icon} aria-hidden />
        {org.missionCount} {org.missionCount === 1 ? "mission" : "missions"}
      </span>
    </div>
  );
}
