import type { Invitation } from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { apiData } from "@/lib/api";
import { notify } from "@/lib/toast";
import { myInvitationsQuery, orgKeys } from "./queries";
import { RoleBadge } from "./role-badge";

type Answer = { id: string; action: "accept" | "decline" };

const ANSWERS = [
  { action: "accept", label: "Accept", variant: "primary" },
  { action: "decline", label: "Decline", variant: "secondary" },
] as const;

/** Invitations addressed to my email or wallets, answered in place. Hidden when there are none. */
export function MyInvitations() {
  const queryClient = useQueryClient();
  const { data, error, isPending, refetch } = useQuery(myInvitationsQuery);
  const respond = useMutation({
    mutationFn: ({ id, action }: Answer) =>
      apiData<Invitation>(`/api/v1/invitations/${id}/${action}`, { method: "POST" }),
    onSuccess: (invitation, { action }) => {
      notify.success(action === "accept" ? `You joined ${invitation.organizationName}.` : "Invitation declined.");
      void queryClient.invalidateQueries({ queryKey: orgKeys.mine });
    },
    onError: (err) => notify.error(err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.myInvitations }),
  });

  if (isPending) return <Skeleton className="h-20" />;
  if (error) return <ErrorState error={error} title="Invitations could not be loaded" onRetry={() => void refetch()} />;
  if (!data.length) return null;

  return (
    <section aria-labelledby="invitations-title" className="space-y-3">
      <h2 id="invitations-title" className="text-lg font-semibold">
        Pending invitations
      </h2>
      <ul className="space-y-2">
        {data.map((inv) => {
          const isBusy = respond.isPending && respond.variables?.id === inv.id;
          return (
            <li
              key={inv.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-brand/30 bg-brand-soft px-4 py-3"
            >
              <Mail className="size-5 text-brand" aria-hidden />
              <p className="min-w-0 flex-1 text-sm">
                <span className="font-semibold text-ink">{inv.organizationName}</span>{" "}
                <span className="text-muted">invited you to join as</span> <RoleBadge role={inv.role} />
              </p>
              <div className="flex gap-2">
                {ANSWERS.map(({ action, label, variant }) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={variant}
                    aria-label={`${label} invitation to ${inv.organizationName}`}
                    isLoading={isBusy && respond.variables?.action === action}
                    disabled={isBusy}
                    onClick={() => respond.mutate({ id: inv.id, action })}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
