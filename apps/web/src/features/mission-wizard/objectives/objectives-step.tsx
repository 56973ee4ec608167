import {
  getTemplate,
  MISSION_OBJECTIVES_MAX,
  MISSION_TOASTS,
  type MissionView,
  type ObjectiveTemplate,
  type ObjectiveView,
} from "@questhq/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, ListChecks, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { apiData } from "@/lib/api";
import { notify } from "@/lib/toast";
import { ObjectiveDrawer } from "@/features/missions";
import { missionKeys, objectivesQuery } from "@/features/mission-shared";
import { DraftStep } from "../wizard-guards";
import { nextAfterSave, useStepNavigate, type WizardTarget } from "../wizard-nav";
import { ObjectiveForm } from "./objective-form";
import { ObjectiveList } from "./objective-list";
import { TemplatePicker } from "./template-picker";

type Editor =
  | { kind: "closed" }
  | { kind: "pick"; isUserOpened?: boolean }
  | { kind: "form"; template: ObjectiveTemplate; objective: ObjectiveView | null };

const MAX_MESSAGE = `A mission can have at most ${MISSION_OBJECTIVES_MAX} objectives. Delete one to add another.`;

function ObjectivesEditor({ target, mission }: { target: WizardTarget; mission: MissionView }) {
  const queryClient = useQueryClient();
  const goTo = useStepNavigate();
  const query = useQuery(objectivesQuery(mission.id));
  const [editor, setEditor] = useState<Editor | null>(null);
  const [preview, setPreview] = useState<ObjectiveView | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ObjectiveView | null>(null);
  const key = missionKeys.objectives(mission.id);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  /** Closes the editor and gives focus back to "Add objective" (it is enabled again on the next render). */
  function closeEditor() {
    setEditor({ kind: "closed" });
    requestAnimationFrame(() => addButtonRef.current?.focus());
  }

  const reorder = useMutation({
    // One at a time, in the order they were made, so the last order wins.
    scope: { id: `reorder-${mission.id}` },
    mutationFn: (order: string[]) =>
      apiData<ObjectiveView[]>(`/api/v1/missions/${encodeURIComponent(mission.id)}/objectives/reorder`, {
        method: "POST",
        body: { order },
      }),
    onError: (error) => {
      notify.error(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });

  const remove = useMutation({
    mutationFn: (objective: ObjectiveView) =>
      apiData<{ id: string }>(`/api/v1/objectives/${encodeURIComponent(objective.id)}`, { method: "DELETE" }),
    onSuccess: async (_, objective) => {
      notify.success(MISSION_TOASTS.objectiveDeleted);
      setToDelete(null);
      if (editor?.kind === "form" && editor.objective?.id === objective.id) setEditor({ kind: "closed" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: missionKeys.detail(mission.id) }),
      ]);
    },
    onError: (error) => {
      setToDelete(null);
      notify.error(error);
    },
  });

  if (query.isPending) {
    return (
      <Card className="space-y-3" aria-busy>
        <span className="sr-only">Loading objectives…</span>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </Card>
    );
  }
  if (query.isError)
    return (
      <ErrorState title="Objectives could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );

  const objectives = query.data;
  const isFull = objectives.length >= MISSION_OBJECTIVES_MAX;
  // With no objective yet, the catalogue is open from the start.
  const current: Editor = editor ?? (objectives.length === 0 ? { kind: "pick" } : { kind: "closed" });

  function edit(objective: ObjectiveView) {
    const template = getTemplate(objective.template);
    if (!template) return notify.error("This objective's template is no longer available.");
    setEditor({ kind: "form", template, objective });
  }

  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-semibold text-ink">
            Objectives{" "}
            <span className="text-sm font-normal text-muted">
              ({objectives.length} of {MISSION_OBJECTIVES_MAX})
            </span>
          </h2>
          <div className="flex flex-col items-end gap-1">
            <Button
              ref={addButtonRef}
              variant="secondary"
              size="sm"
              disabled={isFull || current.kind !== "closed"}
              aria-describedby={isFull ? "objectives-full" : undefined}
              onClick={() => setEditor({ kind: "pick", isUserOpened: true })}
            >
              <Plus className="size-4" aria-hidden />
              Add objective
            </Button>
          </div>
        </div>
        {isFull ? (
          <p
            id="objectives-full"
            className="rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
          >
            {MAX_MESSAGE}
          </p>
        ) : null}
        {objectives.length === 0 ? (
          <EmptyState
            icon={ListChecks}
            title="No objectives yet"
            description={
              "Participants complete objectives to earn credits and qualify for the reward. Choose the first one " +
              "below."
            }
          />
        ) : (
          <ObjectiveList
            objectives={objectives}
            onReorder={(next) => {
              queryClient.setQueryData(key, next);
              reorder.mutate(next.map((o) => o.id));
            }}
            onPreview={(objective) => {
              setPreview(objective);
              setIsPreviewOpen(true);
            }}
            onEdit={edit}
            onDelete={setToDelete}
          />
        )}
      </Card>

      {current.kind === "pick" && !isFull ? (
        <Card>
          <TemplatePicker
            autoFocus={current.isUserOpened}
            onPick={(template) => setEditor({ kind: "form", template, objective: null })}
            onCancel={objectives.length > 0 ? closeEditor : undefined}
          />
        </Card>
      ) : null}
      {current.kind === "form" ? (
        <Card>
          <ObjectiveForm
            key={`${current.template.key}:${current.objective?.id ?? "new"}`}
            missionId={mission.id}
            template={current.template}
            objective={current.objective}
            onDone={closeEditor}
            onCancel={() => (current.objective ? closeEditor() : setEditor({ kind: "pick", isUserOpened: true }))}
          />
        </Card>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {objectives.length === 0 ? (
          <p id="objectives-needed" className="text-sm text-muted sm:mr-auto">
            Add at least one objective to continue.
          </p>
        ) : null}
        <Button
          size="lg"
          disabled={objectives.length === 0}
          aria-describedby={objectives.length === 0 ? "objectives-needed" : undefined}
          onClick={() => void goTo(nextAfterSave(target, "objectives"))}
        >
          {target.mode === "edit" || target.isFromReview ? "Back to review" : "Continue to reward"}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>

      <ObjectiveDrawer objective={preview} open={isPreviewOpen} onOpenChange={setIsPreviewOpen} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this objective?"
        description={toDelete ? `“${toDelete.title}” will be removed from the mission.` : ""}
        confirmLabel="Delete objective"
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}

/** Step two: the mission's objectives (at most 10), each from a template of the catalogue. */
export function ObjectivesStep({ target }: { target: WizardTarget }) {
  return (
    <DraftStep
      target={target}
      step="objectives"
      title="Objectives"
      description="What participants do to qualify: follow, join, play, hold or call a contract."
    >
      {(mission) => <ObjectivesEditor target={target} mission={mission} />}
    </DraftStep>
  );
}
