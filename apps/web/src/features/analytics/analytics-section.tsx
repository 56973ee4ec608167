import { Download, Table2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { saveFile } from "@/lib/save-file";

/** One titled part of an analytics page, with its buttons (table alternative, CSV) beside the title. */
export function AnalyticsSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <Card className="min-w-0 space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <p className="text-sm text-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </Card>
    </section>
  );
}

/**
 * Downloads a section's figures as a CSV file built in the browser. The accessible name starts with the visible
 * words and adds what is downloaded, since a page has one such button per section.
 */
export function CsvButton({ what, fileName, build }: { what: string; fileName: string; build: () => string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Download CSV of ${what}`}
      onClick={() => saveFile(new Blob([build()], { type: "text/csv;charset=utf-8" }), fileName)}
    >
      <Download className="size-4" aria-hidden />
      Download CSV
    </Button>
  );
}

/** Switches a section between its picture and the table of the same figures. */
export function TableToggle({
  isTable,
  controls,
  onToggle,
  pictureName = "chart",
}: {
  isTable: boolean;
  /** The id of the element the toggle swaps. */
  controls: string;
  onToggle: () => void;
  pictureName?: string;
}) {
  return (
    <Button variant="secondary" size="sm" aria-controls={controls} onClick={onToggle}>
      <Table2 className="size-4" aria-hidden />
      {isTable ? `Show as ${pictureName}` : "Show as table"}
    </Button>
  );
}
