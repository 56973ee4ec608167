import { Check, Copy } from "lucide-react";
import { useCopyToClipboard } from "@/lib/use-copy";
import { Button } from "./button";

/** Copies text; the check mark shows for 2000 ms (copy feedback: docs/product/limits.md#interface-timings). */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy(value)}>
      {isCopied ? <Check className="size-4 text-success" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      <span aria-live="polite">{isCopied ? "Copied" : label}</span>
    </Button>
  );
}
