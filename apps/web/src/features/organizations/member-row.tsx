import { orgRoles, type OrganizationMember, type OrgRole } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserMinus } from "lucide-react";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiData } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/toast";
import { orgKeys } from "./queries";
import { RoleBadge } from "./role-badge";
import { cn } from "@/lib/cn";

type Props = { orgId: string; orgName: string; member: OrganizationMember; isAdmin: boolean };

export function MemberRow({ orgId, orgName, member, isAdmin }: Props) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const base = `/api/v1/organizations/${orgId}/members/${member.userId}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.members(orgId) });

  const changeRole = useMutation({
    mutationFn: (role: OrgRole) => apiData<OrganizationMember>(base, { method: "PATCH", body: { role } }),
    onSuccess: (updated) =>
      notify.success(`${updated.displayName} is now ${updated.role === "admin" ? "an admin" : "a member"}.`),
    onError: (error) => notify.error(error),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiData(base, { method: "DELETE" }),
    onSuccess: () => {
      setIsConfirming(false);
      notify.success(`${member.displayName} was removed.`);
    },
    onError: (error) => notify.error(error),
    onSettled: refresh,
  });

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Avatar src={member.image} name={member.displayName} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink">{member.displayName}</p>
        <p className="text-xs text-muted">Joined {formatDate(member.joinedAt)}</p>
      </div>
      {isAdmin ? (
        <>
          <label className="sr-only" htmlFor={`role-${member.userId}`}>
            Role for {member.displayName}
          </label>
          <select
            id={`role-${member.userId}`}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(e) => changeRole.mutate(e.target.value as OrgRole)}
            className={cn(
              "rounded-lg border border-line bg-canvas px-2.5 py-1.5 text-sm text-ink hover:border-line-strong",
              "disabled:opacity-60",
            )}
          >
            {orgRoles.map((role) => (
              <option key={role} value={role}>
                {role === "admin" ? "Admin" : "Member"}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${member.displayName}`}
            onClick={() => setIsConfirming(true)}
          >
            <UserMinus className="size-4" aria-hidden />
          </Button>
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            title={`Remove ${member.displayName}?`}
            description={`They will lose access to ${orgName}. You can invite them again later.`}
            confirmLabel="Remove member"
            isPending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </>
      ) : (
        <RoleBadge role={member.role} />
      )}
    </li>
  );
}
