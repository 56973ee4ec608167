import { validateEntryWallet, walletPlaceholder, WINNER_WALLET_MESSAGES, type WinnerWalletView } from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { CalendarClock, CheckCircle2, Compass, Lock, Trophy, WalletCards } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { TextField } from "@/components/ui/text-field";
import { ApiError, errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/toast";
import { useRouteTitle } from "@/lib/use-document-title";
import { deadlineDistance, formatDeadline } from "./deadline-format";
import { submitWinnerWallet, winnerWalletKeys, winnerWalletsQuery } from "./winner-wallets-api";

const route = getRouteApi("/enter-wallet");

const STATE_BADGE: Record<WinnerWalletView["wallet_state"], { label: string; tone: BadgeTone }> = {
  submitted: { label: "Wallet submitted", tone: "success" },
  to_confirm: { label: "Confirm your wallet", tone: "warning" },
  missing: { label: "Wallet needed", tone: "danger" },
};

const matches = (item: WinnerWalletView, ref: string | undefined) =>
  ref !== undefined && (item.mission.slug === ref.toLowerCase() || item.mission.id === ref);

/** /enter-wallet: a winner picks one of their rewards and submits (or confirms) the wallet it goes to. */
export function EnterWalletPage() {
  useRouteTitle("/enter-wallet");
  const { mission } = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(winnerWalletsQuery);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow="Rewards"
        title="Submit your wallet"
        description={
          "Tell the organizer where your reward goes. You can change the wallet until the collection deadline."
        }
      />
      {query.isPending ? (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the skeleton; a status role would announce it
        <div
          className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
          aria-busy="true"
          aria-label="Loading your rewards"
        >
          <div className="space-y-2">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
          <Skeleton className="h-72 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState title="Your rewards could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="No rewards waiting for a wallet"
          description={
            "When you win a mission whose reward the organizer sends to a wallet, it shows up here. Rewards you " +
            "mint or claim yourself are collected on the mission's page."
          }
          action={
            <Link to="/explore" className={buttonClass("primary")}>
              <Compass className="size-4" aria-hidden />
              Explore missions
            </Link>
          }
        />
      ) : (
        <Rewards
          items={query.data}
          selectedRef={mission}
          onSelect={(item) => void navigate({ search: { mission: item.mission.slug }, replace: true })}
        />
      )}
    </div>
  );
}

function Rewards({
  items,
  selectedRef,
  onSelect,
}: {
  items: WinnerWalletView[];
  selectedRef: string | undefined;
  onSelect: (item: WinnerWalletView) => void;
}) {
  const preselected = items.find((i) => matches(i, selectedRef));
  // Without a (known) ?mission, the first reward that still needs something from the winner.
  const selected = preselected ?? items.find((i) => i.is_open && i.wallet_state !== "submitted") ?? items[0]!;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      {selectedRef && !preselected ? (
        <p
          role="status"
          className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-muted lg:col-span-2"
        >
          The mission in the link is not one of your rewards that take a wallet. Choose one of yours below.
        </p>
      ) : null}
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Your rewards ({items.length})</legend>
        {items.map((item) => (
          <RewardOption
            key={item.mission.id}
            item={item}
            isSelected={item.mission.id === selected.mission.id}
            onSelect={onSelect}
          />
        ))}
      </fieldset>
      {/* Keyed by mission: switching rewards starts a fresh form instead of carrying a half-typed wallet over. */}
      <WalletForm key={selected.mission.id} item={selected} />
    </div>
  );
}

function RewardOption({
  item,
  isSelected,
  onSelect,
}: {
  item: WinnerWalletView;
  isSelected: boolean;
  onSelect: (item: WinnerWalletView) => void;
}) {
  const badge = item.is_open ? STATE_BADGE[item.wallet_state] : { label: "Collection ended", tone: "neutral" as const };
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-3 rounded-card border bg-surface p-4 transition-colors hover:border-line-strong",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
        isSelected ? "border-brand bg-brand-soft/40" : "border-line",
      )}
    >
      <input
        type="radio"
        name="reward"
        className="mt-1 size-4 shrink-0 accent-brand"
        checked={isSelected}
        onChange={() => onSelect(item)}
      />
      <span className="min-w-0 flex-1 space-y-1.5">
        <span className="block font-semibold break-words text-ink">{item.mission.title}</span>
        <span className="block text-sm break-words text-muted">{item.reward.title}</span>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone="accent">{item.reward.chain_label}</Badge>
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {item.wallet_deadline && item.is_open ? (
            <span className="text-xs text-muted">Deadline {deadlineDistance(item.wallet_deadline)}</span>
          ) : null}
        </span>
      </span>
    </label>
  );
}

function WalletForm({ item }: { item: WinnerWalletView }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(item.submitted_wallet ?? "");
  const [error, setError] = useState<string | null>(null);
  const [isChecked, setIsChecked] = useState(false);
  const chainId = item.reward.blockchain_chain_id;
  const check = (raw: string) => {
    const wallet = raw.trim();
    if (!wallet) return WINNER_WALLET_MESSAGES.required;
    const result = validateEntryWallet(chainId, wallet);
    return result.isValid ? null : result.message;
  };

  const save = useMutation({
    mutationFn: (wallet: string) => submitWinnerWallet(item.mission.id, wallet),
    onSuccess: (saved) => {
      queryClient.setQueryData<WinnerWalletView[]>(winnerWalletKeys.all, (list) =>
        list?.map((i) => (i.mission.id === saved.mission.id ? saved : i)),
      );
      setValue(saved.submitted_wallet ?? "");
      notify.success(WINNER_WALLET_MESSAGES.saved);
    },
    onError: (e) => {
      const fieldMessage = e instanceof ApiError ? e.fields?.wallet_address?.[0] : undefined;
      setError(fieldMessage ?? errorMessage(e));
      // The deadline may have passed while the page was open: show the server's view.
      if (e instanceof ApiError && e.status === 409)
        void queryClient.invalidateQueries({ queryKey: winnerWalletKeys.all });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    const problem = check(value);
    setError(problem);
    if (!problem) save.mutate(value.trim());
  };

  const isUnchanged = value.trim() === (item.submitted_wallet ?? "");
  const fieldId = `wallet-${item.mission.id}`;
  return (
    <Card className="min-w-0 space-y-5" aria-labelledby={`${fieldId}-title`} role="region">
      <div className="space-y-1">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">{item.reward.chain_label} reward</p>
        <h2 id={`${fieldId}-title`} className="text-lg font-semibold break-words text-ink">
          {item.reward.title}
        </h2>
        <p className="text-sm text-muted">
          From{" "}
          <Link
            to="/missions/$slug"
            params={{ slug: item.mission.slug }}
            className="text-accent underline-offset-4 hover:underline"
          >
            {item.mission.title}
          </Link>
        </p>
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="space-y-1 rounded-lg border border-line bg-surface-2 px-3 py-2.5">
          <dt className="text-xs text-muted">Chain</dt>
          <dd className="font-medium text-ink">{item.reward.chain_label}</dd>
        </div>
        <div className="space-y-1 rounded-lg border border-line bg-surface-2 px-3 py-2.5">
          <dt className="text-xs text-muted">Collection deadline</dt>
          <dd className="flex items-start gap-1.5 font-medium text-ink">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
            <span data-testid="wallet-deadline">
              {item.wallet_deadline ? formatDeadline(item.wallet_deadline) : "No deadline set"}
            </span>
          </dd>
        </div>
        <div className="space-y-1 rounded-lg border border-line bg-surface-2 px-3 py-2.5 sm:col-span-2">
          <dt className="text-xs text-muted">Current wallet</dt>
          <dd className="font-mono text-sm break-all text-ink" data-testid="current-wallet">
            {item.submitted_wallet ?? <span className="font-sans text-muted">None yet</span>}
            {item.submitted_wallet ? (
              <span className="mt-1 block font-sans text-xs text-muted">
                {item.wallet_state === "submitted"
                  ? "Submitted by you on this page."
                  : "The wallet you entered the mission with. Confirm it or replace it below."}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>

      {item.is_open ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Reward wallet">
          <TextField
            id={fieldId}
            label={`${item.reward.chain_label} wallet address`}
            value={value}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={walletPlaceholder(chainId)}
            className="font-mono"
            error={error ?? undefined}
            hint={
              item.reward.wallet_kind === "solana"
                ? "A Solana address: 32 to 44 base58 characters."
                : item.reward.wallet_kind === "bitcoin_ordinals"
                  ? "A Taproot address that starts with bc1."
                  : "An Ethereum-type address: 0x and 40 hex characters."
            }
            onChange={(e) => {
              setValue(e.target.value);
              // Live feedback only after the first attempt, so typing is not met with an error.
              if (isChecked) setError(check(e.target.value));
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            {item.wallet_state === "submitted" && isUnchanged ? (
              <p className="flex items-center gap-1.5 text-sm text-success sm:mr-auto">
                <CheckCircle2 className="size-4" aria-hidden />
                Saved
              </p>
            ) : null}
            <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
              <WalletCards className="size-4" aria-hidden />
              {item.wallet_state === "to_confirm" && isUnchanged ? "Confirm wallet" : "Save wallet"}
            </Button>
          </div>
        </form>
      ) : (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-line bg-surface-2 px-3 py-3 text-sm text-ink"
        >
          <Lock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
          {WINNER_WALLET_MESSAGES.closed}
        </p>
      )}
    </Card>
  );
}
