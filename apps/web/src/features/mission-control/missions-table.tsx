import type { OrgMissionView } from "@questhq/core";
import { LabelledValue } from "@/components/ui/labelled-value";
import { WideTable } from "@/components/ui/wide-table";
import { formatAmount } from "@/lib/format";
import { MissionStatusBadge } from "@/features/mission-shared";
import { MissionDates, MissionSetup, MissionTitleLink } from "./mission-cells";
import { MissionActionButtons, MissionActionsMenu, type RowActionsProps } from "./mission-row-actions";

type ListProps = {
  missions: OrgMissionView[];
  caption: string;
  rowProps: (mission: OrgMissionView) => Omit<RowActionsProps, "mission">;
};

const td = "px-3 py-3 align-middle";
// The actions stay pinned to the right edge: if a very long row ever scrolls sideways, they remain in view.
const actionsCell = "sticky right-0 bg-surface shadow-[-12px_0_12px_-12px_rgba(0,0,0,0.6)]";

/**
 * Wide screens: one row per mission with its numbers and actions. The setup line sits under the title rather
 * than in its own column, which leaves the actions room for four labelled buttons from 1280 px up.
 */
export function MissionsTable({ missions, caption, rowProps }: ListProps) {
  return (
    <WideTable
      caption={caption}
      columns={[
        { label: "Mission" },
        { label: "Status" },
        { label: "Participants", className: "text-right" },
        { label: "Entries", className: "text-right" },
        { label: "Dates" },
        { label: "Actions", className: `${actionsCell} bg-surface-2 text-right` },
      ]}
    >
      {missions.map((m) => (
        <tr key={m.id} className="transition-colors hover:bg-surface-2/60" data-mission={m.slug} data-mission-id={m.id}>
          <th scope="row" className={`${td} max-w-72 min-w-48 space-y-1 text-left font-normal`}>
            <MissionTitleLink mission={m} />
            <MissionSetup mission={m} />
          </th>
          <td className={td}>
            <MissionStatusBadge phase={m.phase} />
          </td>
          <td className={`${td} text-right tabular-nums`}>{formatAmount(m.participant_count)}</td>
          <td className={`${td} text-right tabular-nums`}>{formatAmount(m.entries)}</td>
          <td className={td}>
            <MissionDates mission={m} />
          </td>
          <td className={`${td} ${actionsCell} text-right`}>
            <MissionActionButtons mission={m} {...rowProps(m)} />
          </td>
        </tr>
      ))}
    </WideTable>
  );
}

/** Phones and tablets: a card per mission with the same facts and an actions menu. */
export function MissionCards({ missions, caption, rowProps }: ListProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label={caption}>
      {missions.map((m) => (
        <li
          key={m.id}
          className="space-y-3 rounded-card border border-line bg-surface p-4"
          data-mission={m.slug}
          data-mission-id={m.id}
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0 flex-1 space-y-2">
              <MissionTitleLink mission={m} />
              <MissionStatusBadge phase={m.phase} />
            </div>
            <MissionActionsMenu mission={m} {...rowProps(m)} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <LabelledValue label="Participants" valueClassName="tabular-nums text-ink">
              {formatAmount(m.participant_count)}
            </LabelledValue>
            <LabelledValue label="Entries" valueClassName="tabular-nums text-ink">
              {formatAmount(m.entries)}
            </LabelledValue>
            <LabelledValue label="Setup" className="col-span-2">
              <MissionSetup mission={m} />
            </LabelledValue>
            <LabelledValue label="Dates" className="col-span-2">
              <MissionDates mission={m} />
            </LabelledValue>
          </dl>
        </li>
      ))}
    </ul>
  );
}
