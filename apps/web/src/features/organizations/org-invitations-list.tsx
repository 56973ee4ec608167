import { shortenAddress } from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Clock, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { apiData } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/toast";
import { orgInvitationsQuery, orgKeys } from "./queries";
import { RoleBadge } from "./role-badge";

/** Pending invitations of an organization (admins), each revocable. */
export function OrgInvitationsList({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const { data, error, isPending, refetch } = useQuery(orgInvitationsQuery(orgId));
  const revoke = useMutation({
    mutationFn: (id: string) => apiData(`/api/v1/organizations/${orgId}/invitations/${id}`, { method: "DELETE" }),
    onSuccess: () => notify.success("Invitation revoked."),
    onError: (err) => notify.error(err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.invitations(orgId) }),
  });

  if (isPending) return <Skeleton className="h-16" />;
  if (error) return <ErrorState error={error} title="Invitations could not be loaded" onRetry={() => void refetch()} />;
  const pending = data.filter((inv) => inv.status === "pending");
  if (!pending.length) return <p className="text-sm text-muted">No pending invitations.</p>;

  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {pending.map((inv) => {
        const who = inv.email ?? (inv.walletAddress ? shortenAddress(inv.walletAddress) : "Unknown");
        return (
          <li key={inv.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <Clock className="size-4 text-warning" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink" title={inv.email ?? inv.walletAddress ?? undefined}>
                {who}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                <RoleBadge role={inv.role} />
                Invited {formatDate(inv.createdAt)}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Revoke invitation for ${inv.email ?? inv.walletAddress}`}
              isLoading={revoke.isPending && revoke.variables === inv.id}
              onClick={() => revoke.mutate(inv.id)}
            >
              <X className="size-4" aria-hidden />
              Revoke
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
