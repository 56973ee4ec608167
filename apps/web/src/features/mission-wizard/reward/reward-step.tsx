import { MISSION_TOASTS, REWARD_KINDS, type MissionView, type RewardView } from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useVisibleChains } from "@/features/config/index";
import { apiData } from "@/lib/api";
import { notify } from "@/lib/toast";
import { ChainOptions, ChainSelectField } from "../chain-select-field";
import { DateField } from "../date-field";
import { missionKeys, rewardQuery } from "@/features/mission-shared";
import { FileField } from "../file-field";
import { messagesResolver } from "../form-resolver";
import { useFileForm } from "../use-file-form";
import { RichTextControl } from "../rich-text/rich-text-field";
import { DraftStep, WizardSkeleton } from "../wizard-guards";
import { nextAfterSave, useStepNavigate, type WizardTarget } from "../wizard-nav";
import {
  checkReward,
  deleteRewardDescription,
  NON_EVM_REWARD_CHAINS,
  REWARD_FIELDS,
  REWARD_KIND_LABELS,
  hasRewardContract,
  rewardDeletion,
  rewardFormData,
  rewardValues,
  newRewardValues,
  walletHint,
  type RewardValues,
} from "./reward-values";
import { ErrorMessage } from "@/components/ui/error-message";
import { cn } from "@/lib/cn";

/** The viewer's IANA time zone, which datetime-local inputs are read in. */
function timeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "local time";
}

function RewardForm({
  target,
  mission,
  reward,
}: {
  target: WizardTarget;
  mission: MissionView;
  reward: RewardView | null;
}) {
  const queryClient = useQueryClient();
  const goTo = useStepNavigate();
  const evmChains = useVisibleChains({ isEvmOnly: true });
  const resolver = useMemo(
    () => messagesResolver<RewardValues>((v) => checkReward(mission.id, v, mission.ends_at)),
    [mission.id, mission.ends_at],
  );
  const { register, handleSubmit, control, formState, watch, setError, trigger } = useForm<RewardValues>({
    resolver,
    mode: "onChange",
    defaultValues: reward ? rewardValues(reward) : newRewardValues(mission),
  });
  const { errors } = formState;
  const fileForm = useFileForm({ fields: REWARD_FIELDS, fileFields: ["reward_asset"], setError });
  const chainId = Number(watch("blockchain_chain_id"));
  const isTbd = watch("is_tbd");
  const kind = watch("kind");

  const save = useMutation({
    mutationFn: (values: RewardValues) => {
      const body = rewardFormData(mission.id, values, fileForm.file);
      return reward
        ? apiData<RewardView>(`/api/v1/rewards/${encodeURIComponent(reward.id)}`, { method: "PUT", body })
        : apiData<RewardView>("/api/v1/rewards", { method: "POST", body });
    },
    onSuccess: async (saved) => {
      notify.success(reward ? MISSION_TOASTS.rewardUpdated : MISSION_TOASTS.rewardCreated);
      queryClient.setQueryData(missionKeys.reward(mission.id), saved);
      void queryClient.invalidateQueries({ queryKey: missionKeys.detail(mission.id) });
      await goTo(nextAfterSave(target, "reward"));
    },
    onError: (error) => fileForm.onSaveError(error),
  });

  return (
    <form noValidate onSubmit={handleSubmit(fileForm.submitWith((values) => save.mutate(values)))}>
      <Card className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Reward type" error={errors.kind?.message} {...register("kind")}>
            {REWARD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {REWARD_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Reward title"
            maxLength={120}
            autoComplete="off"
            error={errors.title?.message}
            {...register("title")}
          />
        </div>

        <RichTextControl
          control={control}
          name="about"
          label="About the reward"
          error={errors.about?.message}
          placeholder="What do winners get?"
        />

        <ChainSelectField
          chainId={chainId}
          label="Blockchain"
          error={errors.blockchain_chain_id?.message}
          hint={
            Number.isInteger(chainId) && chainId !== 0 ? walletHint(chainId) : "The chain the reward is delivered on."
          }
          {...register("blockchain_chain_id")}
        >
          <option value="">Choose a chain</option>
          <optgroup label="Non-EVM">
            {NON_EVM_REWARD_CHAINS.map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chain.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Ethereum-type chains">
            <ChainOptions chains={evmChains} />
          </optgroup>
        </ChainSelectField>

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Selection process"
            error={errors.selection_process?.message}
            hint="All: every participant who enters wins. Raffle: winners are drawn from the entries."
            {...register("selection_process")}
          >
            <option value="All">All</option>
            <option value="raffle">Raffle</option>
          </SelectField>
          <div className="space-y-2">
            <TextField
              label="Number of winners"
              inputMode="numeric"
              disabled={isTbd}
              placeholder={isTbd ? "TBD" : "10"}
              error={isTbd ? undefined : errors.number_of_winners?.message}
              {...register("number_of_winners")}
            />
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                {...register("is_tbd", { onChange: () => void trigger("number_of_winners") })}
              />
              To be decided (TBD)
            </label>
          </div>
        </div>

        {hasRewardContract(kind) ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Contract address"
              autoComplete="off"
              spellCheck={false}
              placeholder="0x…"
              hint={
                kind === "nft_mint"
                  ? "The NFT mint contract winners mint from (mintNFTs with our signature)."
                  : "The vesting contract winners claim from."
              }
              error={errors.contract_address?.message}
              {...register("contract_address")}
            />
            {kind === "token" ? (
              <TextField
                label="Tokens per winner (base units)"
                inputMode="numeric"
                autoComplete="off"
                placeholder="1000000000000000000"
                hint="In the token's smallest unit: 1 token with 18 decimals is 1 followed by 18 zeros."
                error={errors.token_allocation?.message}
                {...register("token_allocation")}
              />
            ) : null}
          </div>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            control={control}
            name="wallet_deadline"
            label="Wallet collection deadline (optional)"
            type="datetime-local"
            hint={
              "Winners can submit or change their wallet until then. " +
              `In your time zone (${timeZoneName()}); leave empty for no deadline.`
            }
            error={errors.wallet_deadline?.message}
          />
        </div>

        <RichTextControl
          control={control}
          name="winner_next_steps"
          label="Winner next steps"
          error={errors.winner_next_steps?.message}
          hint="Shown to winners: how they claim the reward."
          placeholder="How do winners claim the reward?"
        />

        <FileField
          label="Reward asset"
          allowVideo
          file={fileForm.file}
          currentUrl={reward?.reward_asset}
          currentKind={reward?.reward_asset_type}
          error={fileForm.fileError}
          onChange={fileForm.chooseFile}
        />

        {fileForm.formError ? <ErrorMessage>{fileForm.formError}</ErrorMessage> : null}

        <div
          className={cn(
            "flex flex-col-reverse gap-2 border-t border-line",
            "pt-5 sm:flex-row sm:items-start sm:justify-end",
          )}
        >
          {reward ? <DeleteReward mission={mission} reward={reward} onFailed={fileForm.setFormError} /> : null}
          <Button type="submit" size="lg" isLoading={save.isPending}>
            Save reward
          </Button>
        </div>
      </Card>
    </form>
  );
}

/**
 * DELETE /rewards/{id} behind a confirmation, on a draft only (the server's rule, core reward-rules.ts): after
 * publishing the button stays, disabled, saying why. The step then offers a new reward.
 */
function DeleteReward(props: { mission: MissionView; reward: RewardView; onFailed: (message: string) => void }) {
  const { mission, reward, onFailed } = props;
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const reasonId = useId();
  const deletion = rewardDeletion(mission, reward);
  const remove = useMutation({
    mutationFn: () => apiData<{ id: string }>(`/api/v1/rewards/${encodeURIComponent(reward.id)}`, { method: "DELETE" }),
    onSuccess: async () => {
      notify.success(MISSION_TOASTS.rewardDeleted);
      setIsConfirming(false);
      queryClient.setQueryData(missionKeys.reward(mission.id), null);
      await queryClient.invalidateQueries({ queryKey: missionKeys.detail(mission.id) });
    },
    onError: (error) => {
      setIsConfirming(false);
      onFailed(error.message);
    },
  });
  if (deletion.kind === "none") return null;
  const isRefused = deletion.kind === "refused";
  return (
    <div className="space-y-1 sm:mr-auto">
      <Button
        type="button"
        variant="danger"
        size="lg"
        className="w-full sm:w-auto"
        disabled={isRefused}
        aria-describedby={isRefused ? reasonId : undefined}
        onClick={() => setIsConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden />
        Delete reward
      </Button>
      {isRefused ? (
        <p id={reasonId} className="text-xs text-muted">
          {deletion.reason}
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete this reward?"
        description={deleteRewardDescription(reward)}
        confirmLabel="Delete reward"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

function RewardLoader({ target, mission }: { target: WizardTarget; mission: MissionView }) {
  const query = useQuery(rewardQuery(mission));
  if (query.isPending) return <WizardSkeleton />;
  if (query.isError)
    return (
      <ErrorState title="The reward could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  return <RewardForm key={query.data?.id ?? "new"} target={target} mission={mission} reward={query.data} />;
}

/** Step three: the mission's one reward. */
export function RewardStep({ target }: { target: WizardTarget }) {
  return (
    <DraftStep
      target={target}
      step="reward"
      title="Reward"
      description="What winners get, on which chain, and how they are chosen."
    >
      {(mission) => <RewardLoader target={target} mission={mission} />}
    </DraftStep>
  );
}
