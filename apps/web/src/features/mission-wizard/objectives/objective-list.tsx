import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ObjectiveView } from "@questhq/core";
import { ArrowDown, ArrowUp, Eye, GripVertical, type LucideIcon, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { creditsLabel } from "@/features/missions";
import { ProviderIcon } from "@/features/mission-shared";
import { EndpointSecret } from "./endpoint-secret";

type RowActions = {
  onPreview: (objective: ObjectiveView) => void;
  onEdit: (objective: ObjectiveView) => void;
  onDelete: (objective: ObjectiveView) => void;
  onMove: (objective: ObjectiveView, by: -1 | 1) => void;
};

const iconButton =
  "grid size-9 shrink-0 place-items-center rounded-md text-muted transition-colors hover:bg-surface-3 " +
  "hover:text-ink disabled:pointer-events-none disabled:opacity-40";

/** One of a row's icon buttons: its word is the tooltip and, with the objective's title, the button's name. */
function RowButton({
  title,
  objective,
  icon: Icon,
  className,
  disabled,
  onClick,
}: {
  title: string;
  objective: ObjectiveView;
  icon: LucideIcon;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={cn(iconButton, className)}
      aria-label={`${title}: ${objective.title}`}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

function ObjectiveRow({
  objective,
  index,
  count,
  actions,
}: {
  objective: ObjectiveView;
  index: number;
  count: number;
  actions: RowActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: objective.id,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        "space-y-2 rounded-lg border border-line bg-surface-2 p-2.5",
        isDragging && "relative z-10 border-brand shadow-lg shadow-black/40",
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${objective.title}`}
            className={cn(iconButton, "cursor-grab touch-none active:cursor-grabbing")}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
          <span className="w-5 shrink-0 text-center text-xs font-semibold text-faint" aria-hidden>
            {index + 1}
          </span>
          <ProviderIcon provider={objective.provider} label={objective.provider_name} className="size-4" />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-ink">{objective.title}</p>
            <p className="truncate text-xs text-muted">
              {objective.provider_name} · {creditsLabel(objective.credits)}
            </p>
          </div>
        </div>
        <div className="flex items-center justify-end gap-0.5 border-t border-line pt-2 sm:border-0 sm:pt-0">
          <RowButton
            title="Move up"
            objective={objective}
            icon={ArrowUp}
            disabled={index === 0}
            onClick={() => actions.onMove(objective, -1)}
          />
          <RowButton
            title="Move down"
            objective={objective}
            icon={ArrowDown}
            disabled={index === count - 1}
            onClick={() => actions.onMove(objective, 1)}
          />
          <RowButton title="Preview" objective={objective} icon={Eye} onClick={() => actions.onPreview(objective)} />
          <RowButton title="Edit" objective={objective} icon={Pencil} onClick={() => actions.onEdit(objective)} />
          <RowButton
            title="Delete"
            objective={objective}
            icon={Trash2}
            className="hover:bg-danger-soft hover:text-danger"
            onClick={() => actions.onDelete(objective)}
          />
        </div>
      </div>
      {/* Saved objectives verified by the organization's API: their endpoint needs the secret to check requests. */}
      {objective.template === "endpoint_check" ? <EndpointSecret objectiveId={objective.id} /> : null}
    </li>
  );
}

/**
 * The mission's objectives in order. Reordering works by dragging the handle (pointer or touch),
 * by keyboard on the handle (Space to pick up, arrows to move, Space to drop) and with the
 * Move up / Move down buttons; every change reports the new order through `onReorder`.
 */
export function ObjectiveList({
  objectives,
  onReorder,
  ...actions
}: {
  objectives: ObjectiveView[];
  onReorder: (next: ObjectiveView[], moved: ObjectiveView) => void;
} & Omit<RowActions, "onMove">) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [announcement, setAnnouncement] = useState("");
  const titleOf = (id: string | number) => objectives.find((o) => o.id === id)?.title ?? "objective";
  const positionOf = (id: string | number) => objectives.findIndex((o) => o.id === id) + 1;

  function move(objective: ObjectiveView, by: -1 | 1) {
    const from = objectives.findIndex((o) => o.id === objective.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= objectives.length) return;
    onReorder(arrayMove(objectives, from, to), objective);
    setAnnouncement(`${objective.title} moved to position ${to + 1} of ${objectives.length}.`);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = objectives.findIndex((o) => o.id === active.id);
    const to = objectives.findIndex((o) => o.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(objectives, from, to), objectives[from]!);
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              "To reorder, press Space to pick up the objective, use the arrow keys to move it, and Space again " +
              "to drop it. Escape cancels.",
          },
          announcements: {
            onDragStart: ({ active }) =>
              `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${objectives.length}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${objectives.length}.`
                : `${titleOf(active.id)} is no longer over a position.`,
            onDragEnd: ({ active, over }) =>
              over
                ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${objectives.length}.`
                : `${titleOf(active.id)} dropped.`,
            onDragCancel: ({ active }) =>
              `Reordering cancelled. ${titleOf(active.id)} went back to position ${positionOf(active.id)}.`,
          },
        }}
      >
        <SortableContext items={objectives.map((o) => o.id)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Mission objectives" className="space-y-2">
            {objectives.map((objective, index) => (
              <ObjectiveRow
                key={objective.id}
                objective={objective}
                index={index}
                count={objectives.length}
                actions={{ ...actions, onMove: move }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
