import type { Organization } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { InviteMemberForm } from "./invite-member-form";
import { MemberRow } from "./member-row";
import { OrgInvitationsList } from "./org-invitations-list";
import { membersQuery } from "./queries";

/** Members of an organization; admins also manage roles, removals and invitations. */
export function MembersPanel({ org }: { org: Organization }) {
  const isAdmin = org.role === "admin";
  const { data, error, isPending, refetch } = useQuery(membersQuery(org.id));

  return (
    <section aria-labelledby="members-title" className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <Card className="space-y-4">
        <h2 id="members-title" className="text-lg font-semibold">
          Members
        </h2>
        {isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading members">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : error ? (
          <ErrorState error={error} title="Members could not be loaded" onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <EmptyState icon={Users} title="No members yet" />
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {data.map((member) => (
              <MemberRow key={member.userId} orgId={org.id} orgName={org.name} member={member} isAdmin={isAdmin} />
            ))}
          </ul>
        )}
      </Card>
      {isAdmin ? (
        <div className="space-y-6">
          <Card className="space-y-4">
            <h2 className="text-lg font-semibold">Invite a member</h2>
            <InviteMemberForm orgId={org.id} />
          </Card>
          <Card className="space-y-4">
            <h2 className="text-lg font-semibold">Pending invitations</h2>
            <OrgInvitationsList orgId={org.id} />
          </Card>
        </div>
      ) : null}
    </section>
  );
}
