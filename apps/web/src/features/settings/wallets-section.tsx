import { shortenAddress, type Me } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2, Wallet } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { meQueryOptions } from "@/features/users/index";
import { WalletConnectButton } from "@/features/wallet/index";
import { apiData } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/toast";
import { CardSection } from "../../components/card-section";

export function WalletsSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (address: string) => apiData(`/api/v1/wallets/${address}`, { method: "DELETE" }),
    onSuccess: () => notify.success("Wallet removed."),
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });

  return (
    <CardSection
      id="wallets"
      title="Wallets"
      description="Wallets you have proved you own. The primary wallet receives rewards by default."
      actions={
        <WalletConnectButton purpose="link" size="sm">
          Link a wallet
        </WalletConnectButton>
      }
    >
      {me.wallets.length === 0 ? (
        <EmptyState
          icon={Wallet}
          title="No wallet linked yet"
          description="Link a wallet to enter missions, mint rewards and sign in with it."
        />
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {me.wallets.map((wallet) => (
            <li key={wallet.address} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="grid size-9 place-items-center rounded-lg bg-surface-3 text-muted">
                <Wallet className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm text-ink" title={wallet.address}>
                  {shortenAddress(wallet.address)}
                </p>
                <p className="text-xs text-muted">
                  Chain {wallet.chainId} · linked {formatDate(wallet.createdAt)}
                </p>
              </div>
              {wallet.isPrimary ? <Badge tone="success">Primary</Badge> : null}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove wallet ${wallet.address}`}
                isLoading={remove.isPending && remove.variables === wallet.address}
                onClick={() => remove.mutate(wallet.address)}
              >
                <Trash2 className="size-4" aria-hidden />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
