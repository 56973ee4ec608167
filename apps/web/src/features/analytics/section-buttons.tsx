import { Download, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/lib/save-file";

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
