import { formatNumber, type MissionView, formatDateTime } from "@questhq/core";
import { Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { LabelledValue } from "@/components/ui/labelled-value";
import { EntrySection } from "../participation/entry-section";
import { Countdown } from "./countdown";

function formatWhen(iso: string | null): string {
  if (!iso) return "Not set";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "Not set" : formatDateTime(date);
}

/** Entry panel: countdown, dates, participants, then the viewer's status and the entry (participation/). */
export function EntryPanel({ mission }: { mission: MissionView }) {
  const participants = mission.participant_count;
  return (
    <Card role="region" aria-labelledby="entry-title" className="space-y-5">
      <h2 id="entry-title" className="sr-only">
        Entry
      </h2>
      <Countdown mission={mission} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <LabelledValue label="Starts" valueClassName="text-ink">
          {formatWhen(mission.starts_at)}
        </LabelledValue>
        <LabelledValue label="Ends" valueClassName="text-ink">
          {formatWhen(mission.ends_at)}
        </LabelledValue>
      </dl>
      <p className="inline-flex items-center gap-1.5 text-sm text-muted">
        <Users className="size-4" aria-hidden />
        {formatNumber(participants)} {participants === 1 ? "participant" : "participants"}
      </p>
      <EntrySection mission={mission} />
    </Card>
  );
}
