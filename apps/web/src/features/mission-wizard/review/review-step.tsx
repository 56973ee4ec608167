import {
  MISSION_TOASTS,
  rewardChainLabel,
  type MissionView,
  type ObjectiveView,
  type RewardView,
  formatDateTime,
} from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { AlertTriangle, Eye, ImageIcon, Pencil, Rocket } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { LabelledValue } from "@/components/ui/labelled-value";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiData, errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/toast";
import { clearCreateMissionState } from "../../mission-shared/index";
import { creditsLabel, ObjectiveDrawer } from "@/features/missions";
import {
  ChainIcon,
  missionKeys,
  MissionStatusBadge,
  objectivesQuery,
  ProviderIcon,
  rewardQuery,
  RichHtml,
} from "@/features/mission-shared";
import { REWARD_KIND_LABELS, walletHint } from "../reward/reward-values";
import { MintDeployments, pendingMintContracts } from "./mint-deployments";
import { DraftStep } from "../wizard-guards";
import { StepAnchor } from "../wizard-layout";
import { stepLink, type WizardStep, type WizardTarget } from "../wizard-nav";

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : "Not set");

function Section({
  title,
  step,
  target,
  children,
}: {
  title: string;
  step: WizardStep;
  target: WizardTarget;
  children: ReactNode;
}) {
  const headingId = `review-${step}`;
  return (
    <Card className="space-y-4" aria-labelledby={headingId} role="region">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <StepAnchor
          link={stepLink(target, step, { fromReview: true })}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-accent",
            "hover:bg-surface-2",
          )}
        >
          <Pencil className="size-3.5" aria-hidden />
          Edit<span className="sr-only"> {title.toLowerCase()}</span>
        </StepAnchor>
      </div>
      {children}
    </Card>
  );
}

function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <LabelledValue key={row.label} label={row.label} className="min-w-0" valueClassName="mt-0.5 text-ink">
          {row.value}
        </LabelledValue>
      ))}
    </dl>
  );
}

function DetailsSection({ target, mission }: { target: WizardTarget; mission: MissionView }) {
  return (
    <Section title="Details" step="details" target={target}>
      <div
        className={cn(
          "grid place-items-center overflow-hidden rounded-lg border border-line bg-surface-2",
          mission.banner_url ? "aspect-[3/1]" : "h-24",
        )}
      >
        {mission.banner_url ? (
          <img src={mission.banner_url} alt="Mission banner" className="size-full object-cover" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-muted">
            <ImageIcon className="size-6" aria-hidden />
            No banner image
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-xl font-bold text-ink">{mission.title}</h3>
        <MissionStatusBadge phase={mission.phase} />
      </div>
      <Facts
        rows={[
          { label: "Organization", value: mission.organization.name },
          { label: "Blockchain", value: <ChainIcon chainId={mission.blockchain} withLabel /> },
          { label: "Starts", value: when(mission.starts_at) },
          { label: "Ends", value: when(mission.ends_at) },
          { label: "Free entries", value: mission.free_entries },
          { label: "Multiple entries", value: mission.is_multi_entry_enabled ? "Allowed" : "Not allowed" },
        ]}
      />
      <div>
        <p className="mb-1 text-xs text-muted">Description</p>
        <RichHtml html={mission.description} empty="No description." />
      </div>
    </Section>
  );
}

function ObjectivesSection({ target, objectives }: { target: WizardTarget; objectives: ObjectiveView[] }) {
  const [preview, setPreview] = useState<ObjectiveView | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Section title="Objectives" step="objectives" target={target}>
      {objectives.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-warning">
          <AlertTriangle className="size-4" aria-hidden />
          No objectives yet. A mission needs at least one.
        </p>
      ) : (
        <ol className="space-y-2">
          {objectives.map((objective, index) => (
            <li
              key={objective.id}
              className="flex items-center gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2"
            >
              <span className="w-5 shrink-0 text-center text-xs font-semibold text-faint">{index + 1}</span>
              <ProviderIcon provider={objective.provider} label={objective.provider_name} className="size-4" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{objective.title}</p>
                <p className="truncate text-xs text-muted">{objective.provider_name}</p>
              </div>
              <span className="shrink-0 text-xs font-semibold text-accent">{creditsLabel(objective.credits)}</span>
              <button
                type="button"
                className={cn(
                  "grid size-9 shrink-0 place-items-center",
                  "rounded-md text-muted hover:bg-surface-3 hover:text-ink",
                )}
                aria-label={`Preview: ${objective.title}`}
                onClick={() => {
                  setPreview(objective);
                  setIsOpen(true);
                }}
              >
                <Eye className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ol>
      )}
      <ObjectiveDrawer objective={preview} open={isOpen} onOpenChange={setIsOpen} />
    </Section>
  );
}

function RewardSection({ target, reward }: { target: WizardTarget; reward: RewardView | null }) {
  return (
    <Section title="Reward" step="reward" target={target}>
      {!reward ? (
        <p className="flex items-center gap-2 text-sm text-warning">
          <AlertTriangle className="size-4" aria-hidden />
          No reward yet. A mission needs one before it is published.
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <div
            className={cn(
              "grid aspect-square w-full max-w-48 place-items-center overflow-hidden rounded-lg border border-line",
              "bg-surface-2 sm:max-w-none",
            )}
          >
            {reward.reward_asset && reward.reward_asset_type === "video" ? (
              <video
                src={reward.reward_asset}
                aria-label="Reward asset"
                className="size-full object-cover"
                muted
                loop
                autoPlay
                playsInline
                controls
              />
            ) : reward.reward_asset ? (
              <img src={reward.reward_asset} alt="Reward asset" className="size-full object-cover" />
            ) : (
              <span className="flex flex-col items-center gap-1 text-sm text-muted">
                <ImageIcon className="size-6" aria-hidden />
                No asset
              </span>
            )}
          </div>
          <div className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold text-ink">{reward.title}</h3>
              <Badge tone="brand">{REWARD_KIND_LABELS[reward.kind]}</Badge>
            </div>
            <Facts
              rows={[
                {
                  label: "Blockchain",
                  value: (
                    <span className="space-y-0.5">
                      <span className="flex items-center gap-1.5">
                        <ChainIcon chainId={reward.blockchain_chain_id} />
                        {reward.chain_label || rewardChainLabel(reward.blockchain_chain_id)}
                      </span>
                      <span className="block text-xs text-muted">{walletHint(reward.blockchain_chain_id)}</span>
                    </span>
                  ),
                },
                { label: "Selection process", value: reward.selection_process === "All" ? "All" : "Raffle" },
                { label: "Number of winners", value: reward.winners_label },
              ]}
            />
            <div>
              <p className="mb-1 text-xs text-muted">About</p>
              <RichHtml html={reward.about} empty="No description." />
            </div>
            <div>
              <p className="mb-1 text-xs text-muted">Winner next steps</p>
              <RichHtml html={reward.winner_next_steps} empty="No next steps written." />
            </div>
          </div>
        </div>
      )}
    </Section>
  );
}

function ReviewBody({ target, mission }: { target: WizardTarget; mission: MissionView }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const objectives = useQuery(objectivesQuery(mission.id));
  const reward = useQuery(rewardQuery(mission));
  const [problems, setProblems] = useState<string[]>([]);

  const publish = useMutation({
    mutationFn: () =>
      apiData<MissionView>(`/api/v1/missions/${encodeURIComponent(mission.id)}/publish`, { method: "POST" }),
    onMutate: () => setProblems([]),
    onSuccess: async (published) => {
      notify.success(MISSION_TOASTS.published);
      queryClient.setQueryData(missionKeys.detail(published.id), published);
      void queryClient.invalidateQueries({ queryKey: missionKeys.all });
      await navigate({ to: "/missions/$slug", params: { slug: published.slug } });
      // Cleared after leaving, so this page does not flash its "no draft" state first.
      clearCreateMissionState();
    },
    onError: (error) => {
      // 409 answers carry every problem in fields._, the first one as the message.
      const all = error instanceof ApiError ? (error.fields?._ ?? []) : [];
      setProblems(all.length > 0 ? all : [errorMessage(error)]);
      notify.error(error);
    },
  });

  async function finishEditing() {
    await navigate({ to: "/missions/$slug", params: { slug: mission.slug } });
    clearCreateMissionState();
  }

  if (objectives.isPending || reward.isPending) {
    return (
      <div className="space-y-5" aria-busy>
        <span className="sr-only">Loading the mission…</span>
        <Skeleton className="h-72" />
        <Skeleton className="h-40" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (objectives.isError || reward.isError) {
    return (
      <ErrorState
        title="The mission could not be loaded"
        error={objectives.error ?? reward.error}
        onRetry={() => {
          void objectives.refetch();
          void reward.refetch();
        }}
      />
    );
  }

  const isDraft = mission.status === "draft";

  return (
    <div className="space-y-5">
      <DetailsSection target={target} mission={mission} />
      <ObjectivesSection target={target} objectives={objectives.data} />
      <RewardSection target={target} reward={reward.data} />
      <MintDeployments mission={mission} targets={pendingMintContracts(objectives.data, reward.data)} />

      {problems.length > 0 ? (
        <div
          role="alert"
          className="space-y-1 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <p className="font-semibold">The mission cannot be published yet:</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {isDraft ? (
          <>
            <p className="text-sm text-muted sm:mr-auto">Publishing makes the mission public on Explore.</p>
            <Button size="lg" isLoading={publish.isPending} onClick={() => publish.mutate()}>
              <Rocket className="size-4" aria-hidden />
              Publish mission
            </Button>
          </>
        ) : (
          <Button size="lg" onClick={() => void finishEditing()}>
            {target.mode === "edit" ? "Save changes" : "View mission"}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Step four: everything in one page, then publish (drafts) or finish editing (published missions). */
export function ReviewStep({ target }: { target: WizardTarget }) {
  return (
    <DraftStep
      target={target}
      step="review"
      title="Review"
      description="Check every part of the mission. Each section can be edited."
    >
      {(mission) => <ReviewBody target={target} mission={mission} />}
    </DraftStep>
  );
}
